import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DECEMBER_2_VISITS } from '@maisonnee/domain/test-fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { destroySession, saveUser } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeUser } from '../../../test/tokens.ts';
import { EMPTY_BESOIN, type BesoinFormValues } from '../besoin-form-state.ts';
import { BesoinForm } from '../components/besoin-form.tsx';
import { BesoinPage } from '../pages/besoin-page.tsx';
import { besoinFormProps } from './besoin-form-props.ts';
import { brouillon } from './fixtures.ts';

/*
 * Issue 22, point 7 on the need screen: a need overlapping the family's planned visits gets a
 * warning (it can still be sent), and a quote whose first visit starts within the lead time is
 * said to be without a guaranteed agent once sent. The clock: Saturday 28/11/2026, 13:00 Paris.
 */

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);
type Call = [{ name: string }, { body: Record<string, unknown> }];
const calls = (name: string) =>
  (call.mock.calls as unknown as Call[]).filter(([route]) => route.name === name);

const NOW = new Date('2026-11-28T12:00:00.000Z');
const planned = DECEMBER_2_VISITS;
const oneOff = (time_debut: string, time_fin: string): BesoinFormValues => ({
  ...EMPTY_BESOIN,
  service: 1,
  date: '2026-12-02',
  time_debut,
  time_fin,
});

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  call.mockReset();
  call.mockResolvedValue({ id: 42 } as never);
});
afterEach(() => {
  vi.useRealTimers();
  destroySession();
});

describe('a new need overlapping planned visits', () => {
  it('warns, naming the visit, and still sends the need', async () => {
    renderWithProviders(
      <BesoinForm
        {...besoinFormProps({ initial: oneOff('10:00', '12:00'), plannedVisits: planned })}
      />,
    );
    const warning = screen.getByRole('status', { name: /Interventions déjà prévues/ });
    expect(warning).toHaveTextContent(
      'Ce besoin chevauche une intervention déjà prévue chez vous (Mer. 02/12/2026 09:00 - 11:00). Vous pouvez tout de même l’envoyer.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer ma demande de devis' }));
    await waitFor(() => expect(calls('saveBesoin')).toHaveLength(1));
  });

  it('says nothing when the need only follows a visit', () => {
    renderWithProviders(
      <BesoinForm
        {...besoinFormProps({ initial: oneOff('11:00', '12:00'), plannedVisits: planned })}
      />,
    );
    expect(screen.queryByText(/Ce besoin chevauche/)).not.toBeInTheDocument();
  });
});

describe('a need sent for today', () => {
  it('tells the family the agent is not guaranteed, from the quote the API made', async () => {
    saveUser(makeUser({ id: 7, client_id: 3 }));
    const draft = brouillon({ id: 5, date: '2026-11-28', time_debut: '13:30', time_fin: '15:00' });
    call.mockImplementation(((route: { name: string }) => {
      switch (route.name) {
        case 'getClient':
          return Promise.resolve({ id: 3, missions: [], devis: [] });
        case 'listClientBrouillons':
          return Promise.resolve([draft]);
        case 'saveBesoin':
          return Promise.resolve({
            id: 9,
            client_id: 3,
            demarrage_proche: {
              premiere_intervention: '2026-11-28T13:30:00.000Z',
              delai_heures: 24,
            },
          });
        default:
          return Promise.resolve({});
      }
    }) as never);
    renderWithProviders(
      <MemoryRouter>
        <BesoinPage />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer ma demande de devis' }));
    const warning = await screen.findByRole('status', { name: /Intervenant non garanti/ });
    expect(warning).toHaveTextContent(
      'Votre première intervention (le 28/11/2026 à 13:30) commence dans moins de 24 h : nous ne pouvons pas garantir qu’un intervenant sera disponible.',
    );
  });
});
