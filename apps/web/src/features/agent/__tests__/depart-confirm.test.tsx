import '../../../test/setup.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { json } from '../../../test/session.ts';
import { stubGeolocation } from '../../../test/geolocation.ts';
import { intervention } from '../../../test/interventions.ts';
import type { AgentIntervention } from '../api/list-candidat-interventions.ts';
import { departCheck, PointageButton } from '../components/pointage-button.tsx';
import { agentSessionAt } from './agent-session.ts';

/*
 * Issue 22, point 6: leaving before the planned end asks the agent to confirm, showing the time
 * worked; after fewer than 5 minutes the reason is asked and sent. The clock is fixed at 10:30 UTC
 * on 18 March 2026, 11:30 in Paris (winter time), whatever the machine's zone.
 */

const NOW = new Date('2026-03-18T10:30:00.000Z');
const HOME = { lat: 48.8556, lng: 2.3589 };
/** Each check-out carries the uuid the phone made for it (a replay is never recorded twice). */
const EVENT_ID = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4/);

/** In progress, planned 09:00 – 12:00 (agency clock), checked in at `checkedIn` (a real instant). */
const inProgress = (checkedIn: string, date_fin = '2026-03-18T12:00:00.000Z') =>
  intervention({
    date_fin,
    statut: 'en_cours',
    pointage_debut_at: checkedIn,
    updated_at: '2026-03-18T08:00:00.000Z',
    client: { id: 3, nom: 'Martin', prenom: 'Lou', ...HOME, informations_acces: null },
  }) as unknown as AgentIntervention;

let fetchMock: ReturnType<typeof vi.fn>;

agentSessionAt(NOW);

beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => {
    const path = String(url);
    if (path.includes('/getProlongationIntervention/')) return json({ success: true, data: null });
    if (path.endsWith('/pointageFinIntervention')) {
      return json({
        success: true,
        data: { ...inProgress(NOW.toISOString()), statut: 'terminee' },
      });
    }
    return json({ success: false, error: { code: 'NOT_FOUND', message: 'Introuvable.' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  stubGeolocation(() => ({ latitude: HOME.lat, longitude: HOME.lng }));
});

const checkOutBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/pointageFinIntervention'))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

function renderButton(intervention: AgentIntervention) {
  const onSuccess = vi.fn();
  renderWithProviders(
    <PointageButton intervention={intervention} kind="depart" onSuccess={onSuccess} />,
  );
  return onSuccess;
}

describe('checking out before the planned end (issue 22, point 6)', () => {
  it('asks to confirm with the planned end and the time worked, and sends nothing on « Continuer »', async () => {
    const user = userEvent.setup();
    // Checked in at 09:00 Paris (08:00 UTC): 2 h 30 worked at 11:30.
    const onSuccess = renderButton(inProgress('2026-03-18T08:00:00.000Z'));
    await user.click(screen.getByRole('button', { name: 'Pointer mon départ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Partir avant la fin prévue ?' });
    expect(dialog).toHaveTextContent('Fin prévue à 12:00.');
    expect(dialog).toHaveTextContent('Temps travaillé : 2 h 30.');
    expect(within(dialog).queryByLabelText(/Motif du départ/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Continuer l’intervention' }));
    expect(checkOutBodies()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Pointer mon départ' }));
    const again = await screen.findByRole('dialog', { name: 'Partir avant la fin prévue ?' });
    await user.click(within(again).getByRole('button', { name: 'Confirmer mon départ' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(checkOutBodies()).toEqual([
      { intervention_id: 41, lat: HOME.lat, lng: HOME.lng, accuracy_m: 8, event_id: EVENT_ID },
    ]);
  });

  it('asks the reason of a 3-minute visit and sends it', async () => {
    const user = userEvent.setup();
    const onSuccess = renderButton(inProgress('2026-03-18T10:27:00.000Z'));
    await user.click(screen.getByRole('button', { name: 'Pointer mon départ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Partir avant la fin prévue ?' });
    expect(dialog).toHaveTextContent('Temps travaillé : 3 min.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer mon départ' }));
    expect(
      await within(dialog).findByText('Indiquez le motif de votre départ.'),
    ).toBeInTheDocument();
    expect(checkOutBodies()).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Motif du départ/), 'Client absent');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer mon départ' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(checkOutBodies()).toEqual([
      {
        intervention_id: 41,
        lat: HOME.lat,
        lng: HOME.lng,
        accuracy_m: 8,
        event_id: EVENT_ID,
        motif_depart: 'Client absent',
      },
    ]);
  });

  it('checks out at once after the planned end', async () => {
    const user = userEvent.setup();
    // Planned until 11:00 Paris; it is 11:30.
    const onSuccess = renderButton(
      inProgress('2026-03-18T08:00:00.000Z', '2026-03-18T11:00:00.000Z'),
    );
    await user.click(screen.getByRole('button', { name: 'Pointer mon départ' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(checkOutBodies()).toHaveLength(1);
  });

  it('counts an accepted extension in the planned end', () => {
    const ended = inProgress('2026-03-18T08:00:00.000Z', '2026-03-18T11:00:00.000Z');
    expect(departCheck(ended, null, NOW)).toBeNull();
    expect(departCheck(ended, { minutes: 60, statut: 'acceptee' }, NOW)).toEqual({
      isEarly: true,
      needsMotif: false,
      plannedEnd: '12:00',
      minutesWorked: 150,
    });
    expect(departCheck(ended, { minutes: 60, statut: 'refusee' }, NOW)).toBeNull();
  });
});
