import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { destroySession, saveUser } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeUser } from '../../../test/tokens.ts';
import type { ClientDetail } from '../api/get-client.ts';
import { BesoinPage } from '../pages/besoin-page.tsx';

/*
 * Issue 22, point 9a: a need the client sent waits for its quote's signature before it becomes a
 * mission; « Mes besoins » lists it with its quote's state, beside the unsent draft.
 */

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);

const line = (skill: number, isPonctuel: boolean) => ({
  id: skill * 10,
  devis_id: 1,
  client_besoin_skill_id: skill,
  libelle: 'Ligne',
  is_ponctuel: isPonctuel,
  devis_detail_horaires: [],
});
const devis = (id: number, statut: string, isPonctuel: boolean, over: object = {}) => ({
  id,
  client_id: 3,
  reference: `D-2026-00000${id}`,
  statut,
  is_libre: false,
  mission_id: null,
  date_emission: '2026-11-27',
  devis_details: [line(1, isPonctuel)],
  ...over,
});

const client = {
  id: 3,
  missions: [],
  devis: [
    devis(1, 'en_attente_signature', true),
    devis(2, 'refuse', false),
    // Composed by the agency, and a signed one whose mission exists: not listed here.
    devis(3, 'en_attente_signature', true, { is_libre: true }),
    devis(4, 'signe', true),
  ],
} as unknown as ClientDetail;

function answer(name: string, data: ClientDetail) {
  switch (name) {
    case 'getClient':
      return data;
    case 'listClientBrouillons':
      return [];
    default:
      return {};
  }
}

function renderPage(data: ClientDetail) {
  call.mockImplementation((route) => Promise.resolve(answer(route.name, data) as never));
  return renderWithProviders(
    <MemoryRouter>
      <BesoinPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  call.mockReset();
  saveUser(makeUser({ id: 7, client_id: 3 }));
});
afterEach(() => destroySession());

describe('« Mes besoins » after a need is sent', () => {
  it('counts and lists the sent need with its quote to sign', async () => {
    const withMission = {
      ...client,
      missions: [{ id: 50, devis_id: 4, is_ponctuel: true, interventions: [] }],
    } as unknown as ClientDetail;
    renderPage(withMission);
    expect(await screen.findByRole('radio', { name: 'Ponctuel (1)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Récurrent (1)' })).toBeInTheDocument();
    const sent = screen.getByRole('region', { name: 'Demandes envoyées' });
    expect(within(sent).getByText('Devis à signer')).toBeInTheDocument();
    expect(within(sent).getByText('Devis D-2026-000001 du 27/11/2026')).toBeInTheDocument();
    expect(within(sent).getByRole('link', { name: 'Signer mon devis' })).toHaveAttribute(
      'href',
      '/documents',
    );
    expect(within(sent).queryByText(/D-2026-000003/)).toBeNull();
    expect(within(sent).queryByText(/D-2026-000004/)).toBeNull();
    expect(screen.queryByText('Aucun besoin ponctuel en cours.')).toBeNull();
  });

  it('shows a refused quote in its segment, and the unsent draft too', async () => {
    call.mockImplementation((route) =>
      Promise.resolve(
        (route.name === 'listClientBrouillons'
          ? [
              {
                id: 9,
                client_id: 3,
                kind: 'besoin',
                devis_id: null,
                mission_id: null,
                service: 2,
                frequence: 'recurrent',
                date: null,
                time_debut: null,
                time_fin: null,
                description: null,
                frequenceType: 'Toutes les semaines',
                frequenceId: null,
                duration: null,
                nb_heures: null,
                nb_heures_weekend: null,
                reccurentArray: [],
                created_at: '2026-11-27T10:00:00Z',
                updated_at: '2026-11-27T10:00:00Z',
              },
            ]
          : answer(route.name, {
              ...client,
              devis: [devis(2, 'refuse', false)],
            } as never)) as never,
      ),
    );
    renderWithProviders(
      <MemoryRouter>
        <BesoinPage />
      </MemoryRouter>,
    );
    // Nothing one-off: the screen opens on the recurring needs, the refused one and the draft.
    expect(await screen.findByRole('radio', { name: 'Récurrent (2)' })).toBeChecked();
    const sent = screen.getByRole('region', { name: 'Demandes envoyées' });
    expect(within(sent).getByText('Devis refusé')).toBeInTheDocument();
    expect(within(sent).getByText('Brouillon non envoyé')).toBeInTheDocument();
  });
});
