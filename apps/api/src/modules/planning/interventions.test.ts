import { skillLabel } from '@maisonnee/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { intervention_avis, interventions } from '../../db/schema/interventions.ts';
import { missions } from '../../db/schema/missions.ts';
import { users } from '../../db/schema/users.ts';
import {
  at,
  checkIn,
  checkOut,
  clockMovingSuite,
  createAgentAccount,
  createClientAccount,
  createMission,
  createOperator,
  expectRefusal,
  HOME,
  interventionRow,
  northOfHome,
  notificationsOf,
} from '../../../test/fixtures-missions.ts';
import { bearer, encrypted, madeForEachTest } from '../../../test/helper.ts';

/*
 * The test clock starts on Monday 2026-03-02 at 09:00 UTC. One app for the file; each test gets
 * its own accounts, mission and interventions (beforeEach) and a clock set back to its start, and
 * does itself the steps it builds on (a second check-in is refused after a first one it made).
 */

const { t, post, get } = clockMovingSuite();
const own = madeForEachTest(async () => {
  const client = await createClientAccount(t);
  const otherClient = await createClientAccount(t);
  const agent = await createAgentAccount(t);
  const otherAgent = await createAgentAccount(t, { prenom: 'Inès' });
  const operator = await createOperator(t);
  const created = await createMission(
    t,
    { client_id: client.clientId, mutuelle_id: null, nb_heures_consommees: 0 },
    {
      horaires: [{ day: 5, start_time: '14:00', end_time: '16:00', candidat_id: agent.candidatId }],
      interventions: [
        {
          candidat_id: agent.candidatId,
          date_debut: at('2026-03-02T09:30:00Z'),
          date_fin: at('2026-03-02T11:30:00Z'),
        },
        {
          candidat_id: agent.candidatId,
          date_debut: at('2026-03-05T09:00:00Z'),
          date_fin: at('2026-03-05T11:00:00Z'),
        },
        {
          candidat_id: agent.candidatId,
          date_debut: at('2026-03-03T08:00:00Z'),
          date_fin: at('2026-03-03T10:00:00Z'),
        },
        {
          candidat_id: otherAgent.candidatId,
          date_debut: at('2026-03-02T13:00:00Z'),
          date_fin: at('2026-03-02T15:00:00Z'),
        },
      ],
    },
  );
  const missionId = created.missionId;
  const [today, inThreeDays, tomorrow, othersToday] = created.interventionIds as [
    number,
    number,
    number,
    number,
  ];
  const horaireId = created.horaireIds[0]!;
  const fridays = ['2026-03-06', '2026-03-13', '2026-03-20'];
  const slots = await t.database.db
    .insert(interventions)
    .values(
      fridays.map((day) => ({
        mission_id: missionId,
        client_id: client.clientId,
        candidat_id: agent.candidatId,
        dt_dispo_client_id: horaireId,
        date_debut: at(`${day}T14:00:00Z`),
        date_fin: at(`${day}T16:00:00Z`),
      })),
    )
    .returning({ id: interventions.id });
  const serie = slots.map((s) => s.id);
  return {
    client,
    otherClient,
    agent,
    otherAgent,
    operator,
    missionId,
    today, // the agent's intervention today 09:30–11:30
    inThreeDays, // Thursday 09:00–11:00
    tomorrow, // Tuesday 08:00–10:00, 23 hours away
    othersToday, // the other agent's intervention today
    horaireId,
    serie,
  };
});

/*
 * The steps a test builds on, each checked as it goes: today's intervention checked in at 09:00,
 * a one-hour extension asked, then accepted, then the check-out three hours after the check-in.
 */
async function checkInToday() {
  expect((await checkIn(t, own.agent, own.today, northOfHome(30))).statusCode).toBe(200);
}
async function askOneHour() {
  const response = await post('/api/intervention/askProlongationIntervention', own.agent.token, {
    intervention_id: own.today,
    minutes: 60,
  });
  expect(response.statusCode).toBe(201);
}
async function acceptExtension() {
  const response = await post('/api/intervention/sendReponseProlongation', own.client.token, {
    intervention_id: own.today,
    accepte: true,
  });
  expect(response.statusCode).toBe(200);
}
async function checkOutTodayThreeHoursLater() {
  t.clock.advance(3 * 3_600_000);
  expect((await checkOut(t, own.agent, own.today, northOfHome(10))).statusCode).toBe(200);
}

describe('check-in and check-out within 50 m', () => {
  it('refuses a check-in 200 m away, with the distance, and changes nothing', async () => {
    const response = await post('/api/intervention/pointageDebutIntervention', own.agent.token, {
      intervention_id: own.today,
      ...northOfHome(200),
    });
    const error = expectRefusal(response, 'TOO_FAR_FROM_ADDRESS');
    expect(error.message).toContain('200 m');
    expect(error.message).toContain('50 m au plus');
    expect(error.details).toEqual({ distance_m: 200 });
    expect(error.fields).toBeUndefined();
    expect((await interventionRow(t, own.today)).statut).toBe('planifiee');
  });

  it("refuses a check-in on another agent's intervention (403)", async () => {
    const response = await post('/api/intervention/pointageDebutIntervention', own.agent.token, {
      intervention_id: own.othersToday,
      ...HOME,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
    expect((await interventionRow(t, own.othersToday)).statut).toBe('planifiee');
  });

  it('refuses a check-out before the check-in', async () => {
    const response = await post('/api/intervention/pointageFinIntervention', own.agent.token, {
      intervention_id: own.today,
      ...HOME,
    });
    expect(expectRefusal(response, 'NOT_CHECKED_IN').message).toContain(
      "Pointez d'abord votre arrivée",
    );
    expect((await interventionRow(t, own.today)).pointage_fin_at).toBeNull();
  });

  it('refuses a client checking in (the call is for agents)', async () => {
    const response = await post('/api/intervention/pointageDebutIntervention', own.client.token, {
      intervention_id: own.today,
      ...HOME,
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a check-in days before the intervention (window: 30 min before the start)', async () => {
    const response = await post('/api/intervention/pointageDebutIntervention', own.agent.token, {
      intervention_id: own.inThreeDays,
      ...HOME,
    });
    expect(expectRefusal(response, 'CHECK_IN_OUTSIDE_WINDOW').message).toContain(
      '30 minutes avant le début',
    );
  });

  it('checks in at 30 m: in progress, the client is told the agent arrived', async () => {
    const response = await post('/api/intervention/pointageDebutIntervention', own.agent.token, {
      intervention_id: own.today,
      ...northOfHome(30),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { id: own.today, statut: 'en_cours', candidat_id: own.agent.candidatId },
    });
    expect(response.json().data.pointage_debut_at).toBe('2026-03-02T09:00:00.000Z');
    const titles = (await notificationsOf(t, own.client.userId)).map((n) => n.title);
    expect(titles).toContain('Votre intervenant est arrivé');
  });

  it('refuses a second check-in, nothing changed', async () => {
    await checkInToday();
    const before = await interventionRow(t, own.today);
    const response = await post('/api/intervention/pointageDebutIntervention', own.agent.token, {
      intervention_id: own.today,
      ...HOME,
    });
    expect(expectRefusal(response, 'ALREADY_CHECKED_IN').message).toContain(
      'déjà pointé votre arrivée',
    );
    expect((await interventionRow(t, own.today)).pointage_debut_at).toEqual(
      before.pointage_debut_at,
    );
  });

  it('shows the current intervention in the agent space, with the client address', async () => {
    await checkInToday();
    const response = await post('/api/interventions/getInterventionAgentEnCours', own.agent.token, {
      candidat_id: own.agent.candidatId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().datas).toMatchObject({
      id: own.today,
      client: { id: own.client.clientId, lat: HOME.lat, lng: HOME.lng, ville: 'Paris' },
    });
  });
});

describe('extension asked by the agent, answered by the client', () => {
  it('the agent asks, the client is told', async () => {
    await checkInToday();
    const response = await post('/api/intervention/askProlongationIntervention', own.agent.token, {
      intervention_id: own.today,
      minutes: 60,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().datas).toMatchObject({
      intervention_id: own.today,
      minutes: 60,
      statut: 'demandee',
      nouvelle_date_fin: '2026-03-02T12:30:00.000Z',
    });
    const titles = (await notificationsOf(t, own.client.userId)).map((n) => n.title);
    expect(titles).toContain('Demande de prolongation');
  });

  it('refuses a second request while the first waits', async () => {
    await checkInToday();
    await askOneHour();
    const response = await post('/api/intervention/askProlongationIntervention', own.agent.token, {
      intervention_id: own.today,
      minutes: 30,
    });
    expectRefusal(response, 'PROLONGATION_PENDING');
  });

  it('another client cannot answer (403); the client accepts and the agent is told', async () => {
    await checkInToday();
    await askOneHour();
    const foreign = await post('/api/intervention/sendReponseProlongation', own.otherClient.token, {
      intervention_id: own.today,
      accepte: true,
    });
    expect(foreign.statusCode).toBe(403);
    const response = await post('/api/intervention/sendReponseProlongation', own.client.token, {
      intervention_id: own.today,
      accepte: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.statut).toBe('acceptee');
    const titles = (await notificationsOf(t, own.agent.userId)).map((n) => n.title);
    expect(titles).toContain('Prolongation acceptée');
    const read = await get(
      `/api/interventions/getProlongationIntervention/${encrypted(t, own.today)}`,
      own.client.token,
    );
    expect(read.json().data).toMatchObject({ statut: 'acceptee', minutes: 60 });
  });
});

describe('check-out and review', () => {
  it('refuses a review before the end', async () => {
    await checkInToday();
    const response = await post('/api/intervention-avis', own.client.token, {
      intervention_id: own.today,
      note: 5,
    });
    expectRefusal(response, 'NOT_FINISHED_YET');
  });

  it('checks out: done, hours counted with the extension, the client is told', async () => {
    await checkInToday();
    await askOneHour();
    await acceptExtension();
    t.clock.advance(3 * 3_600_000);
    const response = await post('/api/intervention/pointageFinIntervention', own.agent.token, {
      intervention_id: own.today,
      ...northOfHome(10),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.statut).toBe('terminee');
    const [mission] = await t.database.db
      .select()
      .from(missions)
      .where(eq(missions.id, own.missionId));
    expect(Number(mission!.nb_heures_consommees)).toBe(3);
    const told = await notificationsOf(t, own.client.userId);
    const done = told.find((n) => n.title === 'Intervention terminée');
    // Tapped, it opens the rating of this intervention (issue 22, point 9).
    expect(done?.landing_page).toBe(`/missions?noter=${own.today}`);
  });

  it('refuses a second check-out', async () => {
    await checkInToday();
    await checkOutTodayThreeHoursLater();
    const response = await post('/api/intervention/pointageFinIntervention', own.agent.token, {
      intervention_id: own.today,
      ...HOME,
    });
    expectRefusal(response, 'ALREADY_CHECKED_OUT');
  });

  it('the client rates the agent once; another client cannot', async () => {
    await checkInToday();
    await checkOutTodayThreeHoursLater();
    const foreign = await post('/api/intervention-avis', own.otherClient.token, {
      intervention_id: own.today,
      note: 1,
    });
    expect(foreign.statusCode).toBe(403);
    const response = await post('/api/intervention-avis', own.client.token, {
      intervention_id: own.today,
      note: 4,
      commentaire: 'Très bien.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().datas).toMatchObject({ note: 4, candidat_id: own.agent.candidatId });
    const again = await post('/api/intervention-avis', own.client.token, {
      intervention_id: own.today,
      note: 5,
    });
    expectRefusal(again, 'ALREADY_RATED');
    const rows = await t.database.db
      .select()
      .from(intervention_avis)
      .where(eq(intervention_avis.intervention_id, own.today));
    expect(rows).toHaveLength(1);

    const avis = await get(`/api/intervention-avis/${encrypted(t, own.today)}`, own.agent.token);
    expect(avis.json().data).toMatchObject({ note: 4 });
    const list = await get(
      `/api/intervention-avis/agent/${encrypted(t, own.agent.candidatId)}`,
      own.otherClient.token,
    );
    expect(list.json().data).toMatchObject({ nb_avis: 1, note_moyenne: 4 });
    expect(list.json().data.avis[0]).not.toHaveProperty('client_id');
  });

  it("shows with each intervention its agent's own rating and photo", async () => {
    // Two reviews of the agent (4 and 5 stars) on interventions already done, one of the other
    // agent (1 star), and a photo on the agent's account.
    await t.database.db.insert(intervention_avis).values([
      {
        intervention_id: own.today,
        candidat_id: own.agent.candidatId,
        client_id: own.client.clientId,
        note: 4,
      },
      {
        intervention_id: own.tomorrow,
        candidat_id: own.agent.candidatId,
        client_id: own.client.clientId,
        note: 5,
      },
      {
        intervention_id: own.othersToday,
        candidat_id: own.otherAgent.candidatId,
        client_id: own.client.clientId,
        note: 1,
      },
    ]);
    await t.database.db
      .update(users)
      .set({ profile_photo_path: 'photos/agent.jpg' })
      .where(eq(users.id, own.agent.userId));
    const response = await get(
      `/api/missions/missions-actives/${encrypted(t, own.client.clientId)}`,
      own.client.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [mission] = response.json().data as {
      interventions: { id: number; agent: Record<string, unknown> | null }[];
      horaires_recurents: { agent: Record<string, unknown> | null }[];
    }[];
    const summary = {
      id: own.agent.candidatId,
      note_moyenne: 4.5,
      nb_avis: 2,
      profile_photo_path: 'photos/agent.jpg',
    };
    expect(mission!.interventions.find((i) => i.id === own.inThreeDays)!.agent).toMatchObject(
      summary,
    );
    expect(mission!.horaires_recurents[0]!.agent).toMatchObject(summary);
  });
});

describe('cancellation by the client (24 hours notice)', () => {
  it('refuses less than 24 hours before the start, with the reason, and changes nothing', async () => {
    const response = await post(
      `/api/intervention/cancelIntervention-client/${encrypted(t, own.tomorrow)}`,
      own.client.token,
      {},
    );
    expect(expectRefusal(response, 'CANCELLATION_TOO_LATE').message).toContain(
      'moins de 24 heures',
    );
    expect((await interventionRow(t, own.tomorrow)).statut).toBe('planifiee');
  });

  it("refuses another client's intervention (403)", async () => {
    const response = await post(
      `/api/intervention/cancelIntervention-client/${encrypted(t, own.inThreeDays)}`,
      own.otherClient.token,
      {},
    );
    expect(response.statusCode).toBe(403);
  });

  it('cancels earlier; the agent and the planners are told', async () => {
    const response = await post(
      `/api/intervention/cancelIntervention-client/${encrypted(t, own.inThreeDays)}`,
      own.client.token,
      { motif: 'Déplacement imprévu' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      statut: 'annulee',
      cancel_reason: 'Déplacement imprévu',
    });
    const agentTitles = (await notificationsOf(t, own.agent.userId)).map((n) => n.title);
    expect(agentTitles).toContain('Intervention annulée');
    const plannerTitles = (await notificationsOf(t, own.operator.userId)).map((n) => n.title);
    expect(plannerTitles).toContain('Intervention annulée');
  });
});

describe('access and reading', () => {
  it('a client reads its own intervention, not another client', async () => {
    const mine = await get(`/api/intervention/${encrypted(t, own.tomorrow)}`, own.client.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({
      id: own.tomorrow,
      mission: { id: own.missionId },
      client: { id: own.client.clientId },
      prolongation: null,
    });
    const foreign = await get(
      `/api/intervention/${encrypted(t, own.tomorrow)}`,
      own.otherClient.token,
    );
    expect(foreign.statusCode).toBe(403);
    const otherAgentRead = await get(
      `/api/intervention/${encrypted(t, own.tomorrow)}`,
      own.otherAgent.token,
    );
    expect(otherAgentRead.statusCode).toBe(403);
  });

  it('lists the interventions of a mission for its client only', async () => {
    const mine = await get(
      `/api/interventions/mission/${encrypted(t, own.missionId)}`,
      own.client.token,
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.items.length).toBeGreaterThanOrEqual(7);
    const foreign = await get(
      `/api/interventions/mission/${encrypted(t, own.missionId)}`,
      own.otherClient.token,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it("lists an agent's upcoming interventions, only for that agent", async () => {
    const cancelled = await post(
      `/api/intervention/cancelIntervention-client/${encrypted(t, own.inThreeDays)}`,
      own.client.token,
      {},
    );
    expect(cancelled.statusCode).toBe(200);
    const mine = await post('/api/interventions/getInterventionsAgentAVenir', own.agent.token, {
      candidat_id: own.agent.candidatId,
    });
    expect(mine.statusCode).toBe(200);
    const ids = mine.json().datas.map((i: { id: number }) => i.id);
    expect(ids).toContain(own.tomorrow);
    expect(ids).not.toContain(own.inThreeDays); // cancelled
    const foreign = await post(
      '/api/interventions/getInterventionsAgentAVenir',
      own.otherAgent.token,
      {
        candidat_id: own.agent.candidatId,
      },
    );
    expect(foreign.statusCode).toBe(403);
  });

  it("gives the client's calendar", async () => {
    const response = await post(
      `/api/interventions/events-client/${encrypted(t, own.client.clientId)}`,
      own.client.token,
      {
        start: '2026-03-01',
        end: '2026-03-31',
      },
    );
    expect(response.statusCode).toBe(200);
    const event = response
      .json()
      .data.find((e: { intervention_id: number }) => e.intervention_id === own.tomorrow);
    expect(event).toMatchObject({
      id: `intervention-${own.tomorrow}`,
      statut: 'planifiee',
      start: '2026-03-03T08:00:00.000Z',
    });
    expect(event.title).toContain(skillLabel(1));
    const foreign = await post(
      `/api/interventions/events-client/${encrypted(t, own.client.clientId)}`,
      own.otherClient.token,
      {
        start: '2026-03-01',
        end: '2026-03-31',
      },
    );
    expect(foreign.statusCode).toBe(403);
  });
});

describe('bad input: dates off the grid, nothing changed', () => {
  it('refuses a move to 08:15 with a French message', async () => {
    const before = await interventionRow(t, own.serie[2]!);
    const response = await post('/api/intervention/editIntervention-client', own.client.token, {
      intervention_id: own.serie[2],
      date: '2026-03-21',
      time_debut: '08:15',
      time_fin: '10:00',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.fields.time_debut).toContain('demi-heure');
    expect((await interventionRow(t, own.serie[2]!)).date_debut).toEqual(before.date_debut);
  });

  it('refuses dated slots off the grid and creates nothing', async () => {
    const count = async () =>
      (
        await t.database.db
          .select()
          .from(interventions)
          .where(eq(interventions.mission_id, own.missionId))
      ).length;
    const before = await count();
    const response = await post(
      '/api/interventions/create-interventions-client',
      own.client.token,
      {
        mission_id: own.missionId,
        creneaux: [{ date: '2026-03-24', time_debut: '09:10', time_fin: '11:00' }],
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields['creneaux.0.time_debut']).toBeTruthy();
    expect(await count()).toBe(before);
  });
});

describe('client moves, places and back office manages', () => {
  it('the client places dated slots; they wait for an agent and planners are told', async () => {
    const response = await post(
      '/api/interventions/create-interventions-client',
      own.client.token,
      {
        mission_id: own.missionId,
        creneaux: [{ date: '2026-03-24', time_debut: '09:00', time_fin: '11:00' }],
      },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data[0]).toMatchObject({
      candidat_id: null,
      agent: null,
      statut: 'planifiee',
    });
    const titles = (await notificationsOf(t, own.operator.userId)).map((n) => n.title);
    expect(titles).toContain('Nouveaux créneaux à pourvoir');
    const foreign = await post(
      '/api/interventions/create-interventions-client',
      own.otherClient.token,
      {
        mission_id: own.missionId,
        creneaux: [{ date: '2026-03-25', time_debut: '09:00', time_fin: '11:00' }],
      },
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('the client moves an intervention; the agent keeps it when free', async () => {
    const response = await post('/api/intervention/editIntervention-client', own.client.token, {
      intervention_id: own.serie[2],
      date: '2026-03-21',
      time_debut: '10:00',
      time_fin: '12:00',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      date_debut: '2026-03-21T10:00:00.000Z',
      candidat_id: own.agent.candidatId,
    });
  });

  it('the back office creates an intervention outside a mission for a busy agent: AGENT_BUSY', async () => {
    const response = await post('/api/interventions/create', own.operator.token, {
      client_id: own.client.clientId,
      client_besoin_skill_id: 1,
      candidat_id: own.agent.candidatId,
      date: '2026-03-03',
      time_debut: '09:00',
      time_fin: '11:00',
    });
    expectRefusal(response, 'AGENT_BUSY');
  });

  it('the back office deletes a recurring slot from an intervention on', async () => {
    const moved = await post('/api/intervention/editIntervention-client', own.client.token, {
      intervention_id: own.serie[2],
      date: '2026-03-21',
      time_debut: '10:00',
      time_fin: '12:00',
    });
    expect(moved.statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/intervention/delete/${encrypted(t, own.serie[1]!)}/${encrypted(t, own.horaireId)}`,
      headers: bearer(own.operator.token),
    });
    expect(response.statusCode).toBe(200);
    // serie[2] moved to Saturday but still belongs to the slot: it goes too.
    expect(response.json().data.deleted_ids.sort()).toEqual([own.serie[1], own.serie[2]].sort());
    const remaining = await t.database.db
      .select()
      .from(interventions)
      .where(eq(interventions.dt_dispo_client_id, own.horaireId));
    expect(remaining.map((r) => r.id)).toEqual([own.serie[0]]);
  });

  it('a client cannot delete (role) and a past intervention cannot be deleted', async () => {
    await checkInToday();
    await checkOutTodayThreeHoursLater();
    const asClient = await t.app.inject({
      method: 'DELETE',
      url: `/api/intervention/delete/${encrypted(t, own.serie[0]!)}`,
      headers: bearer(own.client.token),
    });
    expect(asClient.statusCode).toBe(403);
    const past = await t.app.inject({
      method: 'DELETE',
      url: `/api/intervention/delete/${encrypted(t, own.today)}`,
      headers: bearer(own.operator.token),
    });
    expectRefusal(past, 'INTERVENTION_NOT_PLANNED');
  });

  it('notifies the client of planned interventions by mail and notification', async () => {
    const response = await post(
      '/api/interventions/notify-interventions-client',
      own.operator.token,
      {
        intervention_ids: [own.tomorrow, own.serie[0]],
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.notified).toBe(2);
  });

  it("gives an agent's leave, absences and delays by plain id, to that agent only", async () => {
    const mine = await post(
      `/api/interventions/getAbsencesAgent/${own.agent.candidatId}`,
      own.agent.token,
      {},
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual({ conges: [], absences: [], retards: [] });
    const foreign = await post(
      `/api/interventions/getAbsencesAgent/${own.agent.candidatId}`,
      own.otherAgent.token,
      {},
    );
    expect(foreign.statusCode).toBe(403);
  });
});

describe('back office: outside a mission, rescheduling, corrections, direct extension', () => {
  /** The back office creates an intervention outside any mission for the other agent, on 9 March. */
  const createOutsideMission = () =>
    post('/api/interventions/create', own.operator.token, {
      client_id: own.client.clientId,
      client_besoin_skill_id: 1,
      candidat_id: own.otherAgent.candidatId,
      date: '2026-03-09',
      time_debut: '09:00',
      time_fin: '11:00',
    });
  /** Creates it and returns its id. */
  async function createdOutsideMission() {
    const response = await createOutsideMission();
    expect(response.statusCode).toBe(201);
    return response.json().data.id as number;
  }
  /** Moves it to Tuesday 10 March 10:00–12:00. */
  async function reschedule(id: number) {
    const saved = await post('/api/intervention/save', own.operator.token, {
      id,
      candidat_id: own.otherAgent.candidatId,
      date: '2026-03-10',
      time_debut: '10:00',
      time_fin: '12:00',
    });
    expect(saved.statusCode).toBe(200);
    return saved;
  }

  it('creates an intervention outside any mission; client and agent are told', async () => {
    const response = await createOutsideMission();
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      mission_id: null,
      candidat_id: own.otherAgent.candidatId,
      agent: { prenom: 'Inès' },
      date_debut: '2026-03-09T09:00:00.000Z',
    });
    const created = response.json().data.id;
    expect((await notificationsOf(t, own.otherAgent.userId)).map((n) => n.title)).toContain(
      'Nouvelle intervention',
    );
    const read = await get(
      `/api/intervention-no-mission/${encrypted(t, created)}`,
      own.otherAgent.token,
    );
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: created, mission: null, avis: null });
  });

  it('reschedules it and corrects its comment', async () => {
    const created = await createdOutsideMission();
    const saved = await reschedule(created);
    expect(saved.json().data[0]).toMatchObject({ date_debut: '2026-03-10T10:00:00.000Z' });
    const updated = await post('/api/intervention/update', own.operator.token, {
      id: created,
      commentaire: 'Digicode 1234',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.commentaire).toBe('Digicode 1234');
  });

  it('the client extends directly, once; nothing is left to answer', async () => {
    const created = await createdOutsideMission();
    await reschedule(created);
    const response = await post('/api/intervention/prolongationIntervention', own.client.token, {
      intervention_id: created,
      minutes: 30,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      statut: 'acceptee',
      nouvelle_date_fin: '2026-03-10T12:30:00.000Z',
    });
    const again = await post('/api/intervention/prolongationIntervention', own.client.token, {
      intervention_id: created,
      minutes: 30,
    });
    expectRefusal(again, 'ALREADY_EXTENDED');
    const answer = await post('/api/intervention/sendReponseProlongation', own.client.token, {
      intervention_id: created,
      accepte: false,
    });
    expectRefusal(answer, 'PROLONGATION_ANSWERED');
    const offStep = await post('/api/intervention/prolongationIntervention', own.client.token, {
      intervention_id: created,
      minutes: 45,
    });
    expect(offStep.statusCode).toBe(400);
  });

  it('tells the agent of its interventions, then deletes the upcoming one', async () => {
    const created = await createdOutsideMission();
    await reschedule(created);
    const notified = await post(
      '/api/interventions/notify-interventions-agent',
      own.operator.token,
      {
        intervention_ids: [created],
        message: 'Merci de confirmer.',
      },
    );
    expect(notified.json().data.notified).toBe(1);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/intervention/delete/${encrypted(t, created)}`,
      headers: bearer(own.operator.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ id: created, deleted: true });
    const rows = await t.database.db
      .select()
      .from(interventions)
      .where(eq(interventions.id, created));
    expect(rows).toHaveLength(0);
  });
});
