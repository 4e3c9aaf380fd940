import '../../../test/setup.ts';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestBudget } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { json, signIn } from '../../../test/session.ts';
import { makeUser } from '../../../test/tokens.ts';
import { SuiviPage } from '../pages/suivi-page.tsx';

/*
 * /suivi (issue 25, point 7): the relative reads each household's next visits with their state
 * (« En route » with the announced arrival on the Paris clock), the notebook links, the recent
 * visits; a removed access shows the API's reason.
 */

const visite = (overrides: Record<string, unknown>) => ({
  intervention_id: 1,
  mission_id: 12,
  date_debut: '2026-03-02T11:00:00.000Z',
  date_fin: '2026-03-02T13:00:00.000Z',
  service: 'Ménage',
  intervenant: 'Karim B.',
  etat: 'planifiee',
  arrivee_estimee_at: null,
  ...overrides,
});

let answer: () => Response;

beforeEach(() => {
  requestBudget.reset();
  answer = () =>
    json({
      success: true,
      data: [
        {
          client_id: 3,
          nom: 'Marie Dubois',
          missions: [{ id: 12, service: 'Ménage' }],
          a_venir: [
            visite({
              intervention_id: 1,
              etat: 'en_route',
              arrivee_estimee_at: '2026-03-02T10:40:00.000Z',
            }),
            visite({
              intervention_id: 2,
              date_debut: '2026-03-03T09:00:00.000Z',
              date_fin: '2026-03-03T11:00:00.000Z',
              intervenant: null,
            }),
          ],
          recentes: [
            visite({
              intervention_id: 3,
              date_debut: '2026-02-26T09:00:00.000Z',
              date_fin: '2026-02-26T11:00:00.000Z',
              etat: 'terminee',
            }),
          ],
        },
      ],
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(String(url), window.location.origin).pathname;
      if (path === '/api/suivi') return answer();
      return json({ success: true, data: [] });
    }),
  );
  signIn(
    makeUser({ id: 8, roles_ids: [], client_id: null, candidat_id: null, proche_client_ids: [3] }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPage = () =>
  renderWithProviders(
    <MemoryRouter>
      <SuiviPage />
    </MemoryRouter>,
  );

describe('the relative’s follow-up', () => {
  it('shows the next visits with their state, the notebooks and the recent visits', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Marie Dubois' })).toBeInTheDocument();
    const next = screen.getByRole('list', { name: 'Prochaines visites' });
    const [first, second] = within(next).getAllByRole('listitem');
    expect(within(first!).getByText('Lun. 02/03/2026 11:00 - 13:00')).toBeInTheDocument();
    expect(within(first!).getByText('En route')).toBeInTheDocument();
    expect(within(first!).getByText('Ménage — avec Karim B.')).toBeInTheDocument();
    // 10:40 UTC is 11:40 on the Paris clock in March.
    expect(within(first!).getByText('arrivée prévue vers 11:40')).toBeInTheDocument();
    expect(within(second!).getByText('Prévue')).toBeInTheDocument();
    expect(within(second!).getByText('Ménage — intervenant à confirmer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cahier de liaison — Ménage' })).toHaveAttribute(
      'href',
      '/cahier/12',
    );
    const recent = screen.getByRole('list', { name: 'Visites récentes' });
    expect(within(recent).getByText('Terminée')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('says why when the family removed the access', async () => {
    answer = () =>
      json(
        {
          success: false,
          error: {
            code: 'FORBIDDEN',
            message:
              'Vous ne suivez aucun foyer : la famille ne vous a pas invité ou a retiré votre accès.',
          },
        },
        403,
      );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('a retiré votre accès');
  });
});
