import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interventions } from '../../db/schema/interventions.ts';
import { horaires_recurents, missions } from '../../db/schema/missions.ts';
import {
  aSpotOfItsOwn,
  at,
  aVisit,
  createAgentAccount,
  createClientAccount,
  createMission,
  createOperator,
  expectRefusal,
  grantLeave,
  notificationsOf,
  setClock,
  suiteOfTheFile,
} from '../../../test/fixtures-missions.ts';
import { encrypted, madeForEachTest, mailsTo } from '../../../test/helper.ts';

/*
 * The test clock starts on Monday 2026-03-02 at 09:00 UTC. One app for the file; each test gets its
 * own accounts, agents and leave at a spot of its own (beforeEach), so the agent searches see only
 * that test's agents, and creates itself the mission it works on.
 */

const { t, post, get } = suiteOfTheFile({ setClockBeforeEach: true });
const own = madeForEachTest(async () => {
  const spot = aSpotOfItsOwn();
  // The agents live about 1 km east of the client; Elsa about 360 km east, as far as Lyon.
  const nearby = { lat: spot.lat - 0.0003, lng: spot.lng + 0.0156 };
  const client = await createClientAccount(t, spot);
  const otherClient = await createClientAccount(t, spot);
  const operator = await createOperator(t);
  const recruiter = await createOperator(t, [2]);
  const free = await createAgentAccount(t, { prenom: 'Awa', position: nearby });
  const onLeave = await createAgentAccount(t, { prenom: 'Bruno', position: nearby });
  const busy = await createAgentAccount(t, { prenom: 'Chloé', position: nearby });
  const otherSkill = await createAgentAccount(t, {
    competences: [3],
    prenom: 'David',
    position: nearby,
  });
  const farAway = await createAgentAccount(t, {
    position: { lat: spot.lat, lng: spot.lng + 5 },
    prenom: 'Elsa',
  });
  await grantLeave(t, onLeave, '2026-03-09', '2026-03-20');
  // Another client's intervention keeps Chloé busy on Tuesday 10 March morning.
  await aVisit(t, {
    clientId: otherClient.clientId,
    candidatId: busy.candidatId,
    from: '2026-03-10T08:00:00Z',
    to: '2026-03-10T12:00:00Z',
  });
  return {
    client,
    otherClient,
    operator,
    recruiter,
    free,
    onLeave,
    busy,
    otherSkill,
    farAway,
    spot,
  };
});

/** missions/create for the client of these tests, a recurring mission from 2 March by default. */
const createMissionAs = (token: string, body: object = {}) =>
  post('/api/missions/create', token, {
    client_id: own.client.clientId,
    is_ponctuel: false,
    client_besoin_skill_id: 1,
    date_debut: '2026-03-02',
    ...body,
  });

/** The recurring mission of these tests: Tuesdays 09:00–12:00 and Thursdays 14:00–16:00. */
const RECURRING = {
  date_fin: '2026-06-30',
  horaires_recurents: [
    { day: 2, start_time: '09:00', end_time: '12:00' },
    { day: 4, start_time: '14:00', end_time: '16:00' },
  ],
};

/** The back office creates the recurring mission; returns its id. */
async function createdRecurringMission() {
  const response = await createMissionAs(own.operator.token, RECURRING);
  expect(response.statusCode).toBe(201);
  return response.json().data.id as number;
}

/** The back office gives the mission's slots from 2 to 15 March to Awa (four interventions). */
async function assignFreeFirstFortnight(missionId: number) {
  const response = await post(
    `/api/missions/create-interventions-for-mission/${encrypted(t, missionId)}/${encrypted(t, own.free.candidatId)}`,
    own.operator.token,
    { date_debut: '2026-03-02', date_fin: '2026-03-15' },
  );
  expect(response.statusCode).toBe(201);
  return response;
}

describe('missions/create', () => {
  it('creates a recurring mission with its weekly slots (back office)', async () => {
    const response = await createMissionAs(own.operator.token, RECURRING);
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      client_id: own.client.clientId,
      statut: 'active',
      date_debut: '2026-03-02',
      date_fin: '2026-06-30',
      interventions: [],
    });
    expect(data.reference).toMatch(/^M-2026-\d{5}$/);
    expect(data.horaires_recurents).toHaveLength(2);
    expect(data.horaires_recurents[0]).toMatchObject({ day: 2, start_time: '09:00', agent: null });
  });

  it('refuses a client (403) and a recurring mission without slots (400), nothing created', async () => {
    const before = (await t.database.db.select().from(missions)).length;
    const asClient = await createMissionAs(own.client.token, { is_ponctuel: true });
    expect(asClient.statusCode).toBe(403);
    const noSlot = await createMissionAs(own.operator.token);
    expect(noSlot.statusCode).toBe(400);
    expect(noSlot.json().error.fields.horaires_recurents).toBeTruthy();
    const offGrid = await createMissionAs(own.operator.token, {
      horaires_recurents: [{ day: 2, start_time: '09:15', end_time: '12:00' }],
    });
    expect(offGrid.statusCode).toBe(400);
    expect(offGrid.json().error.message).toBeTruthy();
    expect((await t.database.db.select().from(missions)).length).toBe(before);
  });
});

describe('planning', () => {
  it('lists the mission among those to plan', async () => {
    const missionId = await createdRecurringMission();
    const response = await post('/api/missions/a-planifier', own.operator.token, {
      client_id: own.client.clientId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ page: 1, total: 1 });
    expect(response.json().data.items[0].id).toBe(missionId);
  });

  it('proposes agents with the skill, nearby, free, not on leave', async () => {
    const missionId = await createdRecurringMission();
    const response = await post(
      `/api/missions/agents-dispos/${encrypted(t, missionId)}`,
      own.operator.token,
      {
        date_debut: '2026-03-09',
      },
    );
    expect(response.statusCode).toBe(200);
    const byId = new Map(
      response.json().data.map((a: { candidat: { id: number } }) => [a.candidat.id, a]),
    );
    expect(byId.get(own.free.candidatId)).toMatchObject({
      nb_creneaux_demandes: 2,
      nb_creneaux_disponibles: 2,
      is_disponible_tous_creneaux: true,
    });
    // Busy on Tuesday morning only: one of the two slots.
    expect(byId.get(own.busy.candidatId)).toMatchObject({ nb_creneaux_disponibles: 1 });
    expect(byId.has(own.onLeave.candidatId)).toBe(false);
    expect(byId.has(own.otherSkill.candidatId)).toBe(false);
    expect(byId.has(own.farAway.candidatId)).toBe(false);
    expect(response.json().data[0].candidat.id).toBe(own.free.candidatId);
  });

  it('gives the slots to an agent and creates the interventions; client and agent are told', async () => {
    const missionId = await createdRecurringMission();
    const response = await assignFreeFirstFortnight(missionId);
    const created = response.json().data;
    // Tuesdays 3 and 10, Thursdays 5 and 12 March.
    expect(created.map((i: { date_debut: string }) => i.date_debut).sort()).toEqual([
      '2026-03-03T09:00:00.000Z',
      '2026-03-05T14:00:00.000Z',
      '2026-03-10T09:00:00.000Z',
      '2026-03-12T14:00:00.000Z',
    ]);
    expect(created[0]).toMatchObject({
      candidat_id: own.free.candidatId,
      agent: { prenom: 'Awa', nom_initiale: 'B.' },
    });
    const slots = await t.database.db
      .select()
      .from(horaires_recurents)
      .where(eq(horaires_recurents.mission_id, missionId));
    expect(slots.every((slot) => slot.candidat_id === own.free.candidatId)).toBe(true);
    expect((await notificationsOf(t, own.client.userId)).map((n) => n.title)).toContain(
      'Intervenant confirmé',
    );
    expect((await notificationsOf(t, own.free.userId)).map((n) => n.title)).toContain(
      'Nouvelles interventions',
    );
  });

  it('refuses an agent without the skill (AGENT_WITHOUT_SKILL), nothing created', async () => {
    const missionId = await createdRecurringMission();
    const before = (await t.database.db.select().from(interventions)).length;
    const response = await post(
      `/api/missions/create-interventions-for-mission/${encrypted(t, missionId)}/${encrypted(t, own.otherSkill.candidatId)}`,
      own.operator.token,
      { date_debut: '2026-03-16' },
    );
    expectRefusal(response, 'AGENT_WITHOUT_SKILL');
    expect((await t.database.db.select().from(interventions)).length).toBe(before);
  });

  it('proposes agents for weekly slots around a point', async () => {
    await assignFreeFirstFortnight(await createdRecurringMission());
    const response = await post('/api/candidats/agents-dispos-for-horaires', own.operator.token, {
      client_besoin_skill_id: 1,
      horaires: [{ day: 2, start_time: '09:00', end_time: '12:00' }],
      date_debut: '2026-03-09',
      ...own.spot,
    });
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.map((a: { candidat: { id: number } }) => a.candidat.id);
    // Awa now works there on Tuesday 10 March; Bruno is on leave; Chloé is busy.
    expect(ids).not.toContain(own.free.candidatId);
    expect(ids).not.toContain(own.onLeave.candidatId);
    expect(ids).not.toContain(own.busy.candidatId);
  });
});

describe('reading missions', () => {
  it('a client reads its own mission, not another client', async () => {
    const missionId = await createdRecurringMission();
    await assignFreeFirstFortnight(missionId);
    const mine = await get(`/api/mission/${encrypted(t, missionId)}`, own.client.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.interventions).toHaveLength(4);
    const foreign = await get(`/api/mission/${encrypted(t, missionId)}`, own.otherClient.token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('FORBIDDEN');
  });

  it('gives the active missions of a client, a recurring one with its first four upcoming interventions', async () => {
    const missionId = await createdRecurringMission();
    await assignFreeFirstFortnight(missionId);
    await post(
      `/api/missions/create-interventions-for-mission/${encrypted(t, missionId)}/${encrypted(t, own.free.candidatId)}`,
      own.operator.token,
      { date_debut: '2026-03-16', date_fin: '2026-03-29', horaire_recurent_ids: [] },
    );
    const response = await get(
      `/api/missions/missions-actives/${encrypted(t, own.client.clientId)}`,
      own.client.token,
    );
    expect(response.statusCode).toBe(200);
    const mission = response.json().data.find((m: { id: number }) => m.id === missionId);
    expect(mission.interventions).toHaveLength(4);
    const foreign = await get(
      `/api/missions/missions-actives/${encrypted(t, own.client.clientId)}`,
      own.otherClient.token,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('counts "from today on" from midnight in Paris, not in UTC', async () => {
    // 00:30 on Tuesday 10 March in Paris (winter time), still Monday 9 March in UTC.
    setClock(t, at('2026-03-09T23:30:00Z'));
    const reader = await createClientAccount(t, own.spot);
    // Planned times are the Paris wall clock written as UTC.
    const ended = await createMission(t, {
      client_id: reader.clientId,
      date_fin: at('2026-03-09T00:00:00Z'),
    });
    const running = await createMission(
      t,
      { client_id: reader.clientId },
      {
        interventions: [
          { date_debut: at('2026-03-09T18:00:00Z'), date_fin: at('2026-03-09T20:00:00Z') },
          { date_debut: at('2026-03-10T09:00:00Z'), date_fin: at('2026-03-10T12:00:00Z') },
        ],
      },
    );
    const response = await get(
      `/api/missions/missions-actives/${encrypted(t, reader.clientId)}`,
      reader.token,
    );
    expect(response.statusCode).toBe(200);
    const listed = response.json().data as { id: number; interventions: { id: number }[] }[];
    expect(listed.map((m) => m.id)).toEqual([running.missionId]);
    expect(listed.map((m) => m.id)).not.toContain(ended.missionId);
    expect(listed[0]!.interventions.map((i) => i.id)).toEqual([running.interventionIds[1]]);
  });

  it('lists the interventions of a mission by plain id, over a period', async () => {
    const missionId = await createdRecurringMission();
    await assignFreeFirstFortnight(missionId);
    const response = await post(`/api/missions/interventions/${missionId}`, own.client.token, {
      date_debut: '2026-03-09',
      date_fin: '2026-03-15',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ page: 1, limit: 20, total: 2 });
    expect(response.json().data.items).toHaveLength(2);
    const foreign = await post(
      `/api/missions/interventions/${missionId}`,
      own.otherClient.token,
      {},
    );
    expect(foreign.statusCode).toBe(403);
  });
});

describe('alerte/no-agent-dispo', () => {
  const recruitmentMails = () => mailsTo(t, t.config.mail.recruitment);
  const alert = (missionId: number, token: string, body?: object) =>
    post(`/api/alerte/no-agent-dispo/${encrypted(t, missionId)}`, token, body);

  it('mails recruitment and notifies the recruitment team', async () => {
    const missionId = await createdRecurringMission();
    const mailsBefore = await recruitmentMails();
    const response = await alert(missionId, own.client.token, {
      commentaire: 'Personne pour le jeudi.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toContain('recrutement');
    const mails = await recruitmentMails();
    // One mail more than before this test (other tests of this database may have sent one).
    expect(mails).toHaveLength(mailsBefore.length + 1);
    expect(mails.at(-1)!.text).toContain('Personne pour le jeudi.');
    expect((await notificationsOf(t, own.recruiter.userId)).map((n) => n.title)).toContain(
      'Aucun agent disponible',
    );
  });

  it("refuses another client's mission (403), no mail sent", async () => {
    const missionId = await createdRecurringMission();
    const mailsBefore = await recruitmentMails();
    const response = await alert(missionId, own.otherClient.token);
    expect(response.statusCode).toBe(403);
    expect(await recruitmentMails()).toHaveLength(mailsBefore.length);
  });
});

describe('unassigned slots', () => {
  it('a one-off mission with an intervention waiting for an agent is to plan', async () => {
    const { missionId: ponctuelle } = await createMission(
      t,
      { client_id: own.otherClient.clientId, is_ponctuel: true, client_besoin_skill_id: 1 },
      {
        interventions: [
          { date_debut: at('2026-03-20T09:00:00Z'), date_fin: at('2026-03-20T11:00:00Z') },
        ],
      },
    );
    const response = await post('/api/missions/a-planifier', own.operator.token, {
      client_id: own.otherClient.clientId,
    });
    expect(response.json().data.items.map((m: { id: number }) => m.id)).toContain(ponctuelle);
    const assign = await post(
      `/api/missions/create-interventions-for-mission/${encrypted(t, ponctuelle)}/${encrypted(t, own.free.candidatId)}`,
      own.operator.token,
      { date_debut: '2026-03-02' },
    );
    expect(assign.statusCode).toBe(201);
    const waiting = await t.database.db
      .select()
      .from(interventions)
      .where(and(eq(interventions.mission_id, ponctuelle), isNull(interventions.candidat_id)));
    expect(waiting).toHaveLength(0);
  });
});
