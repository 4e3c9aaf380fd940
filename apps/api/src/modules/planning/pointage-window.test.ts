import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/clients.ts';
import { intervention_avis } from '../../db/schema/interventions.ts';
import { missions } from '../../db/schema/missions.ts';
import {
  at,
  aTuesdayVisit,
  clockMovingSuite,
  createAgentAccount,
  createClientAccount,
  expectRefusal,
  HOME,
  interventionRow,
  notificationsOf,
  setClock,
} from '../../../test/fixtures-missions.ts';
import { encrypted, madeForEachTest } from '../../../test/helper.ts';

/*
 * Issue 9, points 9 and 13: a check-in only from 30 minutes before the planned start until the
 * planned end (agency clock), hours worked counted from the real times, and an agent's reviews
 * shown without anything that identifies the client who wrote them. The test clock starts on
 * Monday 2026-03-02 at 09:00 UTC (10:00 in Paris, winter time: UTC+1). One app for the file; each
 * test gets its own accounts, mission and intervention (beforeEach), sets the clock to the instants
 * it states and checks in itself when it builds on a check-in.
 */

const { t, post, get } = clockMovingSuite();
// `tuesday`: the agent's visit on Tuesday 2026-03-03, 09:00–11:00 on the agency's clock.
const own = madeForEachTest(async () => {
  const client = await createClientAccount(t);
  await t.database.db
    .update(clients)
    .set({ prenom: 'Bérénice' })
    .where(eq(clients.id, client.clientId));
  const secondClient = await createClientAccount(t);
  const agent = await createAgentAccount(t);
  const { missionId, tuesday } = await aTuesdayVisit(t, client.clientId, agent.candidatId);
  return { client, secondClient, agent, missionId, tuesday };
});

const checkIn = () =>
  post('/api/intervention/pointageDebutIntervention', own.agent.token, {
    intervention_id: own.tuesday,
    ...HOME,
  });
/** The agent checks in at 08:35 Paris (07:35 UTC) on Tuesday. */
async function checkInAt0835() {
  setClock(t, at('2026-03-03T07:35:00Z'));
  expect((await checkIn()).statusCode).toBe(200);
}

describe('check-in window (point 9)', () => {
  it('refuses a check-in at 04:41 Paris for a 09:00–11:00 slot, and changes nothing', async () => {
    setClock(t, at('2026-03-03T03:41:00Z')); // Tuesday 03:41 UTC = 04:41 Paris
    const response = await checkIn();
    const error = expectRefusal(response, 'CHECK_IN_OUTSIDE_WINDOW');
    expect(error.message).toContain('30 minutes avant le début');
    expect(error.details).toEqual({
      ouverture: '2026-03-03T08:30:00.000Z',
      fermeture: '2026-03-03T11:00:00.000Z',
    });
    const row = await interventionRow(t, own.tuesday);
    expect(row.statut).toBe('planifiee');
    expect(row.pointage_debut_at).toBeNull();
  });

  it('accepts a check-in at 08:35 Paris', async () => {
    setClock(t, at('2026-03-03T07:35:00Z')); // 07:35 UTC = 08:35 Paris
    const response = await checkIn();
    expect(response.statusCode).toBe(200);
    expect(response.json().data.pointage_debut_at).toBe('2026-03-03T07:35:00.000Z');
  });

  it('tells the client the arrival on the Paris clock (point 11)', async () => {
    await checkInAt0835();
    const texts = (await notificationsOf(t, own.client.userId)).map((n) => `${n.title} ${n.body}`);
    const arrival = texts.find((text) => text.startsWith('Votre intervenant est arrivé'));
    expect(arrival).toContain('08:35');
    expect(arrival).not.toContain('07:35');
    expect(arrival).not.toMatch(/UTC/);
  });

  it('counts the real minutes at check-out (2 h 15), not the plan', async () => {
    await checkInAt0835();
    setClock(t, at('2026-03-03T09:50:00Z')); // 2 h 15 later: 09:50 UTC = 10:50 Paris
    const response = await post('/api/intervention/pointageFinIntervention', own.agent.token, {
      intervention_id: own.tuesday,
      ...HOME,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.minutes_travaillees).toBe(135);
    const [mission] = await t.database.db
      .select()
      .from(missions)
      .where(eq(missions.id, own.missionId));
    expect(Number(mission!.nb_heures_consommees)).toBe(2.25);
  });
});

describe("an agent's reviews (point 13)", () => {
  it('shows a second client the note, comment, day and service, nothing of the reviewer', async () => {
    await t.database.db.insert(intervention_avis).values({
      intervention_id: own.tuesday,
      candidat_id: own.agent.candidatId,
      client_id: own.client.clientId,
      note: 5,
      commentaire: 'Parfait.',
      created_at: at('2026-03-03T23:30:00Z'), // 00:30 on Wednesday in Paris
    });
    const response = await get(
      `/api/intervention-avis/agent/${encrypted(t, own.agent.candidatId)}`,
      own.secondClient.token,
    );
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ candidat_id: own.agent.candidatId, nb_avis: 1, note_moyenne: 5 });
    expect(data.avis).toEqual([
      {
        note: 5,
        commentaire: 'Parfait.',
        date: '2026-03-04',
        client_besoin_skill_id: 1,
      },
    ]);
    const raw = response.body;
    expect(raw).not.toContain('Bérénice');
    expect(raw).not.toContain('client_id');
    expect(raw).not.toContain('client_prenom');
    expect(raw).not.toContain('intervention_id');
  });
});
