import '../../../test/setup.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { json } from '../../../test/session.ts';
import { intervention } from '../../../test/interventions.ts';
import type { AgentIntervention } from '../api/list-candidat-interventions.ts';
import { PointageButton } from '../components/pointage-button.tsx';
import { usePointageSync } from '../components/pointage-sync.tsx';
import { setQueueStore } from '../lib/pointage-offline.ts';
import { memoryQueueStore } from '../lib/pointage-queue.ts';
import { agentSessionAt } from './agent-session.ts';

/*
 * Issue 25, point 6: a check-in made without the network is kept on the phone, the visit reads as
 * started, and it is sent when the network returns, with the time and the position taken when the
 * agent pressed the button. The clock is fixed at 08:02 UTC on 18 March 2026, 09:02 in Paris.
 */

const NOW = new Date('2026-03-18T08:02:00.000Z');
const HOME = { lat: 48.8556, lng: 2.3589 };

const planned = intervention({
  id: 41,
  statut: 'planifiee',
  pointage_debut_at: null,
  client: { id: 3, nom: 'Martin', prenom: 'Lou', ...HOME, informations_acces: null },
}) as unknown as AgentIntervention;

let online = false;
let fetchMock: ReturnType<typeof vi.fn>;

/** The phone: its network state and its position (12 m accuracy). */
function stubPhone() {
  vi.stubGlobal('navigator', {
    ...navigator,
    onLine: online,
    geolocation: {
      getCurrentPosition: (success: PositionCallback) =>
        success({
          coords: { latitude: HOME.lat, longitude: HOME.lng, accuracy: 12 },
        } as GeolocationPosition),
    },
  });
}

/** The network comes back: the browser says so with an `online` event. */
function networkReturns() {
  online = true;
  stubPhone();
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

agentSessionAt(NOW);

beforeEach(() => {
  online = false;
  setQueueStore(memoryQueueStore());
  stubPhone();
  fetchMock = vi.fn(async () => json({ success: true, data: { ...planned, statut: 'en_cours' } }));
  vi.stubGlobal('fetch', fetchMock);
});

const checkInBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/pointageDebutIntervention'))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

function AgentScreen() {
  usePointageSync();
  return <PointageButton intervention={planned} kind="arrivee" onSuccess={vi.fn()} />;
}

describe('checking in without the network (issue 25, point 6)', () => {
  it('keeps the check-in on the phone, shows the visit started, and sends it when the network returns', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AgentScreen />);
    await user.click(screen.getByRole('button', { name: 'Pointer mon arrivée' }));

    const kept = await screen.findByRole('status');
    expect(kept).toHaveTextContent(
      'Pointage enregistré hors connexion — envoi au retour du réseau',
    );
    expect(kept).toHaveTextContent(
      'Arrivée enregistrée sur ce téléphone à 09:02 : l’intervention est commencée.',
    );
    // Started here: what comes next is the departure; nothing went out.
    expect(screen.getByRole('button', { name: 'Pointer mon départ' })).toBeInTheDocument();
    expect(checkInBodies()).toEqual([]);

    networkReturns();
    await waitFor(() => expect(checkInBodies()).toHaveLength(1));
    const [body] = checkInBodies();
    expect(body).toEqual({
      intervention_id: 41,
      ...HOME,
      accuracy_m: 12,
      recorded_at: NOW.toISOString(),
      event_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    // Sent once: the network returning again sends nothing more.
    networkReturns();
    await waitFor(() => expect(checkInBodies()).toHaveLength(1));
  });

  it('keeps it too when the browser thinks it is online but the call gets no answer', async () => {
    online = true;
    stubPhone();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderWithProviders(<AgentScreen />);
    await user.click(screen.getByRole('button', { name: 'Pointer mon arrivée' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Pointage enregistré hors connexion — envoi au retour du réseau',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refusal coming back in French and keeps it until the agent has read it', async () => {
    const message =
      'La position enregistrée hors connexion est trop imprécise (précision de 350 m, 200 m au plus).';
    fetchMock.mockImplementation(async () =>
      json({ success: false, error: { code: 'POSITION_TOO_INACCURATE', message } }, 422),
    );
    const user = userEvent.setup();
    renderWithProviders(<AgentScreen />);
    await user.click(screen.getByRole('button', { name: 'Pointer mon arrivée' }));
    await screen.findByRole('status');

    networkReturns();
    const alert = await screen.findByRole('alert', { name: 'Pointage hors connexion refusé' });
    expect(alert).toHaveTextContent('L’arrivée enregistrée à 09:02 n’a pas été accepté');
    expect(alert).toHaveTextContent(message);
    // Back to a visit not started: the agent may check in again.
    expect(screen.getByRole('button', { name: 'Pointer mon arrivée' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'J’ai compris' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
