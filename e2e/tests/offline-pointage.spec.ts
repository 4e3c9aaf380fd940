import type { APIRequestContext } from '@playwright/test';
import { DEMO, signInThroughApi, signInThroughScreen } from '../support/app.ts';
import { encryptId } from '../support/ids.ts';
import { expect, test } from '../support/test.ts';

/*
 * Issue 25, point 6 in the browser: the demo agent, at the demo client's door without the network,
 * checks in; the phone keeps it (« Pointage enregistré hors connexion — envoi au retour du réseau »)
 * and shows the visit started; when the network returns the check-in reaches the server, which
 * keeps the time the agent acted and the time it received it (« synchronisé en retard »). The
 * phone's clock is set 3 minutes back when the agent presses the button, so that the check-in
 * reaches the server more than the 2 minutes after it that make it a late one, without waiting.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** DEMO_CLIENT_ADDRESS of apps/api/src/db/seed/demo.ts. */
const CLIENT_HOME = { latitude: 48.8556, longitude: 2.3589 };
const MINUTE = 60_000;
/** How far back the phone's clock is when the agent checks in. */
const PHONE_BEHIND_MS = 3 * MINUTE;

interface Visit {
  id: number;
  client_id: number;
  date_debut: string;
  date_fin: string;
  statut: string;
  pointage_debut_at: string | null;
  pointage_debut_recu_at?: string | null;
  synchronise_en_retard?: boolean;
}

/** The Paris wall clock of an instant written as UTC, as planned times are (agency clock). */
function parisWall(instant: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return Date.parse(
    `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}Z`,
  );
}

const isoDay = (wall: number) => new Date(wall).toISOString().slice(0, 10);
const hhmm = (wall: number) => new Date(wall).toISOString().slice(11, 16);

/**
 * A visit of the demo agent at the demo client's whose check-in window (30 minutes before the
 * start until the end) holds both the phone's time and the server's, planned and not checked in:
 * one of today's seeded visits put back to « planifiée » (another spec may have checked in), or,
 * later in the day, a new one from the next half hour.
 */
async function visitToCheckIn(request: APIRequestContext): Promise<number> {
  const agent = await signInThroughApi(request, DEMO.agent.email, DEMO.agent.password);
  const operator = await signInThroughApi(request, DEMO.operateur.email, DEMO.operateur.password);
  const candidatId = (agent.user as { candidat_id?: number }).candidat_id!;
  const asOperator = { authorization: `Bearer ${operator.access_token}` };
  for (;;) {
    const wall = parisWall(Date.now());
    const listed = await request.post(`/api/candidats/interventions/${encryptId(candidatId)}`, {
      headers: { authorization: `Bearer ${agent.access_token}` },
      data: { date_debut: isoDay(wall), date_fin: isoDay(wall + 86_400_000) },
    });
    expect(listed.status(), await listed.text()).toBe(200);
    const visits = ((await listed.json()) as { data: Visit[] }).data.filter(
      (visit) => visit.statut !== 'annulee',
    );
    const fits = visits.find(
      (visit) =>
        Date.parse(visit.date_debut) - 30 * MINUTE <= wall - PHONE_BEHIND_MS - MINUTE &&
        wall + 5 * MINUTE <= Date.parse(visit.date_fin),
    );
    if (fits) {
      const reset = await request.post('/api/intervention/update', {
        headers: asOperator,
        data: { id: fits.id, statut: 'planifiee', pointage_debut_at: null, pointage_fin_at: null },
      });
      expect(reset.status(), await reset.text()).toBe(200);
      return fits.id;
    }
    // The next half hour: its window opened on the last one.
    const halfHour = 30 * MINUTE;
    const start = Math.floor(wall / halfHour) * halfHour + halfHour;
    const busy = visits.some(
      (visit) =>
        Date.parse(visit.date_debut) < start + halfHour && start < Date.parse(visit.date_fin),
    );
    if (!busy && wall - (start - halfHour) >= PHONE_BEHIND_MS + MINUTE && hhmm(start) !== '00:00') {
      const clientId = visits[0]?.client_id;
      expect(clientId, 'the demo agent works at the demo client’s today').toBeDefined();
      const created = await request.post('/api/interventions/create', {
        headers: asOperator,
        data: {
          client_id: clientId,
          candidat_id: candidatId,
          client_besoin_skill_id: 1,
          date: isoDay(start),
          time_debut: hhmm(start),
          time_fin: hhmm(start + halfHour),
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      return ((await created.json()) as { data: Visit }).data.id;
    }
    // A few minutes after a half hour: the windows are about to fit.
    await new Promise((resolve) => setTimeout(resolve, MINUTE));
  }
}

test('pointage hors connexion, envoyé au retour du réseau et marqué synchronisé en retard', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const visitId = await visitToCheckIn(request);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(CLIENT_HOME);

  await signInThroughScreen(page, DEMO.agent.email, DEMO.agent.password);
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
  await page.goto('/account/agent');
  const first = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Pointer mon arrivée' }) })
    .first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  // The card by its day and times: its buttons change as the visit goes on.
  const card = page.getByRole('listitem', { name: (await first.getAttribute('aria-label')) ?? '' });

  // In the cellar: no network. The phone's clock reads 3 minutes earlier than the server's.
  await context.setOffline(true);
  const pressedAt = Date.now() - PHONE_BEHIND_MS;
  await page.clock.setFixedTime(pressedAt);
  await card.getByRole('button', { name: 'Pointer mon arrivée' }).click();
  const kept = card.getByRole('status').filter({ hasText: 'hors connexion' });
  await expect(kept).toContainText(
    'Pointage enregistré hors connexion — envoi au retour du réseau',
  );
  await expect(kept).toContainText('l’intervention est commencée');
  await expect(card.getByRole('button', { name: 'Pointer mon départ' })).toBeVisible();

  // Back in the street: the check-in is sent, once, and the visit is in progress on the server.
  await context.setOffline(false);
  await expect(kept).toHaveCount(0, { timeout: 20_000 });
  await expect(card.getByText('En cours', { exact: true })).toBeVisible();

  // The back office reads both times: made on the phone, received later.
  const operator = await signInThroughApi(request, DEMO.operateur.email, DEMO.operateur.password);
  const read = await request.get(`/api/intervention/${encryptId(visitId)}`, {
    headers: { authorization: `Bearer ${operator.access_token}` },
  });
  expect(read.status()).toBe(200);
  const visit = ((await read.json()) as { data: Visit }).data;
  expect(visit.statut).toBe('en_cours');
  expect(visit.synchronise_en_retard).toBe(true);
  expect(Date.parse(visit.pointage_debut_at!)).toBe(pressedAt);
  expect(Date.parse(visit.pointage_debut_recu_at!)).toBeGreaterThan(pressedAt + 2 * MINUTE);
});
