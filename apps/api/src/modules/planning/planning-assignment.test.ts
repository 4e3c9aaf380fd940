import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cockpit_taches } from '../../db/schema/cockpit.ts';
import { intervention_avis, interventions } from '../../db/schema/interventions.ts';
import type { missions } from '../../db/schema/missions.ts';
import { horaires_recurents } from '../../db/schema/missions.ts';
import {
  type AgentAccount,
  agentSearchSuite,
  at,
  createAgentAccount,
  createClientAccount,
  createMission,
  expectRefusal,
  grantLeave,
  recordAbsence,
  TUESDAYS_AND_THURSDAYS,
} from '../../../test/fixtures-missions.ts';
import { encrypted } from '../../../test/helper.ts';
import { findAgentsDispos } from './availability.service.ts';
import { createPlanningService } from './planning.service.ts';

/*
 * Planning a mission with an agent (issue 10, point 5; docs/planning.md): which agents are offered
 * and in which order, and the all-or-nothing creation of a mission's interventions for an agent.
 * The test clock starts on Monday 2026-03-02 at 09:00 UTC; each test has its own spot, client and
 * agents, so agent searches only see that test's agents.
 */

const { t, post, db, own } = agentSearchSuite();

/** A recurring mission of the client: Tuesdays 09:00–12:00 and Thursdays 14:00–16:00. */
async function recurringMission(values: Partial<typeof missions.$inferInsert> = {}) {
  return createMission(
    t,
    { client_id: own.client.clientId, date_debut: at('2026-03-02T00:00:00Z'), ...values },
    { horaires: TUESDAYS_AND_THURSDAYS },
  );
}

const plan = (missionId: number, agent: AgentAccount, body: object, token = own.operator.token) =>
  post(
    `/api/missions/create-interventions-for-mission/${encrypted(t, missionId)}/${encrypted(t, agent.candidatId)}`,
    token,
    body,
  );

const interventionsOf = (missionId: number) =>
  db().select().from(interventions).where(eq(interventions.mission_id, missionId));

/** Nothing saved: no intervention for the mission, its weekly slots still without an agent. */
async function expectNothingSaved(missionId: number) {
  expect(await interventionsOf(missionId)).toHaveLength(0);
  const slots = await db()
    .select()
    .from(horaires_recurents)
    .where(eq(horaires_recurents.mission_id, missionId));
  expect(slots.every((slot) => slot.candidat_id === null)).toBe(true);
}

describe('agents available for a mission, ranked for its client', () => {
  it('puts the agent the client knows and rated well first, then the nearest; each says why', async () => {
    // Fanta: 15 km away, already came twice and rated 5/5. Gaël: 1 km, unknown to the client.
    // Hugo: 0.5 km, already came and rated 2/5.
    // 15.6 km due north whatever the spot's latitude (a degree of longitude shrinks northwards).
    const fanta = await createAgentAccount(t, {
      prenom: 'Fanta',
      position: { lat: own.spot.lat + 0.14, lng: own.spot.lng },
    });
    const gael = await createAgentAccount(t, { prenom: 'Gaël', position: own.nearby });
    const hugo = await createAgentAccount(t, {
      prenom: 'Hugo',
      position: { lat: own.spot.lat, lng: own.spot.lng + 0.007 },
    });
    const past = await createMission(
      t,
      { client_id: own.client.clientId, date_debut: at('2026-01-01T00:00:00Z') },
      {
        interventions: [
          { candidat_id: fanta.candidatId, statut: 'terminee', ...day('2026-02-03') },
          { candidat_id: fanta.candidatId, statut: 'terminee', ...day('2026-02-10') },
          { candidat_id: hugo.candidatId, statut: 'terminee', ...day('2026-02-17') },
        ],
      },
    );
    await db()
      .insert(intervention_avis)
      .values([
        rating(past.interventionIds[0]!, fanta.candidatId, 5),
        rating(past.interventionIds[2]!, hugo.candidatId, 2),
      ]);
    const { missionId } = await recurringMission();

    const response = await post(
      `/api/missions/agents-dispos/${encrypted(t, missionId)}`,
      own.operator.token,
      { date_debut: '2026-03-09' },
    );
    expect(response.statusCode).toBe(200);
    const agents = response.json().data as {
      candidat: { id: number };
      distance_km: number;
      raisons: string[];
      nb_interventions_chez_client: number;
      note_client: number | null;
    }[];
    expect(agents.map((a) => a.candidat.id)).toEqual([
      fanta.candidatId,
      gael.candidatId,
      hugo.candidatId,
    ]);
    expect(agents[0]).toMatchObject({ nb_interventions_chez_client: 2, note_client: 5 });
    expect(agents[0]!.distance_km).toBeGreaterThan(14);
    expect(agents[0]!.raisons).toEqual([
      'Déjà intervenu(e) chez ce client (2 interventions)',
      'Noté(e) 5/5 par ce client',
      'Libre sur tous les créneaux',
      expect.stringMatching(/^À 1\d,\d km du client$/),
    ]);
    expect(agents[1]).toMatchObject({ nb_interventions_chez_client: 0, note_client: null });
    expect(agents[1]!.raisons[0]).toBe("N'est encore jamais intervenu(e) chez ce client");
    expect(agents[2]!.raisons).toContain('Noté(e) 2/5 par ce client');
  });

  it('leaves out agents absent, on leave, without the skill or beyond the radius', async () => {
    const free = await createAgentAccount(t, { prenom: 'Inès', position: own.nearby });
    const absent = await createAgentAccount(t, { prenom: 'Jules', position: own.nearby });
    const onLeave = await createAgentAccount(t, { prenom: 'Katia', position: own.nearby });
    const otherSkill = await createAgentAccount(t, {
      prenom: 'Léo',
      competences: [3],
      position: own.nearby,
    });
    const far = await createAgentAccount(t, {
      prenom: 'Maya',
      position: { lat: own.spot.lat, lng: own.spot.lng + 0.5 },
    });
    // Jules is absent the whole week; Katia on leave that week.
    await recordAbsence(t, absent, '2026-03-09T00:00:00Z', '2026-03-14T00:00:00Z');
    await grantLeave(t, onLeave, '2026-03-09', '2026-03-13');
    const { missionId } = await recurringMission();
    const response = await post(
      `/api/missions/agents-dispos/${encrypted(t, missionId)}`,
      own.operator.token,
      { date_debut: '2026-03-09', distanceKM: 20 },
    );
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.map((a: { candidat: { id: number } }) => a.candidat.id);
    expect(ids).toEqual([free.candidatId]);
    expect([absent, onLeave, otherSkill, far].some((a) => ids.includes(a.candidatId))).toBe(false);
  });
});

describe('agents available: only the head of the ranking travels', () => {
  it('answers the best-ranked agents up to the cap, in the ranking order', async () => {
    const close = await createAgentAccount(t, { prenom: 'Inès', position: own.nearby });
    const closer = await createAgentAccount(t, {
      prenom: 'Jade',
      position: { lat: own.spot.lat, lng: own.spot.lng + 0.005 },
    });
    const far = await createAgentAccount(t, {
      prenom: 'Karim',
      position: { lat: own.spot.lat, lng: own.spot.lng + 0.1 },
    });
    const search = {
      skillId: 1,
      slots: [{ start: at('2026-03-10T09:00:00Z'), end: at('2026-03-10T12:00:00Z') }],
      center: own.spot,
      distanceKM: 20,
      weekStart: at('2026-03-09T00:00:00Z'),
    };
    const all = await findAgentsDispos(db(), search);
    expect(all.map((a) => a.candidat.id)).toEqual([
      closer.candidatId,
      close.candidatId,
      far.candidatId,
    ]);
    const head = await findAgentsDispos(db(), { ...search, max: 2 });
    expect(head.map((a) => a.candidat.id)).toEqual([closer.candidatId, close.candidatId]);
  });
});

describe('the planning facade', () => {
  it('ranks agents for weekly slots around a point for a given client', async () => {
    const known = await createAgentAccount(t, {
      prenom: 'Basile',
      position: { lat: own.spot.lat, lng: own.spot.lng + 0.1 },
    });
    const near = await createAgentAccount(t, { prenom: 'Céline', position: own.nearby });
    await createMission(
      t,
      { client_id: own.client.clientId, date_debut: at('2026-01-01T00:00:00Z') },
      {
        interventions: [
          { candidat_id: known.candidatId, statut: 'terminee', ...day('2026-02-03') },
        ],
      },
    );
    const planning = createPlanningService({
      db: db(),
      config: t.config,
      now: () => t.clock.now(),
    });
    const search = {
      client_besoin_skill_id: 1,
      horaires: [{ day: 2, start_time: '09:00', end_time: '12:00' }],
      date_debut: '2026-03-09',
      distanceKM: 20,
      ...own.spot,
    };
    const forClient = await planning.agentsDisposForHoraires(search, own.client.clientId);
    expect(forClient.map((a) => a.candidat.id)).toEqual([known.candidatId, near.candidatId]);
    expect(forClient[0]!.raisons![0]).toBe('Déjà intervenu(e) chez ce client (1 intervention)');
    // Without a client: the nearest first, and nothing said about a client.
    const anywhere = await planning.agentsDisposForHoraires(search);
    expect(anywhere.map((a) => a.candidat.id)).toEqual([near.candidatId, known.candidatId]);
    expect(anywhere[0]!.raisons!.some((r) => r.includes('client ('))).toBe(false);
  });
});

describe('create-interventions-for-mission', () => {
  it('creates every interventions of the period for the agent, skipping public holidays, and says so', async () => {
    const agent = await createAgentAccount(t, { prenom: 'Nora', position: own.nearby });
    const { missionId } = await recurringMission();
    // May 2026: Tuesdays 5, 12, 19, 26 and Thursdays 7, 14 (Ascension), 21, 28.
    const response = await plan(missionId, agent, {
      date_debut: '2026-05-01',
      date_fin: '2026-05-31',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    const days = body.data.map((i: { date_debut: string }) => i.date_debut.slice(0, 10)).sort();
    expect(days).toEqual([
      '2026-05-05',
      '2026-05-07',
      '2026-05-12',
      '2026-05-19',
      '2026-05-21',
      '2026-05-26',
      '2026-05-28',
    ]);
    expect(
      body.data.every((i: { candidat_id: number }) => i.candidat_id === agent.candidatId),
    ).toBe(true);
    expect(body.planification).toEqual({
      date_debut: '2026-05-01',
      date_fin: '2026-05-31',
      jours_feries: [{ date: '2026-05-14', nom: 'Ascension', conserve: false }],
      nb_minutes_planifiees: 4 * 180 + 3 * 120,
      nb_minutes_a_planifier: 0,
    });
    const slots = await db()
      .select()
      .from(horaires_recurents)
      .where(eq(horaires_recurents.mission_id, missionId));
    expect(slots.every((slot) => slot.candidat_id === agent.candidatId)).toBe(true);
    expect(await interventionsOf(missionId)).toHaveLength(7);
  });

  it('keeps the public holidays when asked', async () => {
    const agent = await createAgentAccount(t, { prenom: 'Omar', position: own.nearby });
    const { missionId } = await recurringMission();
    const response = await plan(missionId, agent, {
      date_debut: '2026-05-01',
      date_fin: '2026-05-31',
      jours_feries: 'conserver',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toHaveLength(8);
    expect(response.json().planification.jours_feries).toEqual([
      { date: '2026-05-14', nom: 'Ascension', conserve: true },
    ]);
  });

  it('plans three months ahead by default, and never beyond the end of the mission', async () => {
    const agent = await createAgentAccount(t, { prenom: 'Paul', position: own.nearby });
    const open = await recurringMission();
    const byDefault = await plan(open.missionId, agent, {});
    expect(byDefault.statusCode).toBe(201);
    // From today (Monday 2 March) to 91 days later.
    expect(byDefault.json().planification).toMatchObject({
      date_debut: '2026-03-02',
      date_fin: '2026-06-01',
    });
    const other = await createAgentAccount(t, { prenom: 'Quentin', position: own.nearby });
    const ending = await recurringMission({ date_fin: at('2026-03-20T00:00:00Z') });
    const clamped = await plan(ending.missionId, other, {
      date_debut: '2026-03-09',
      date_fin: '2026-12-31',
    });
    expect(clamped.statusCode).toBe(201);
    expect(clamped.json().planification).toMatchObject({ date_fin: '2026-03-20' });
    // Tuesdays 10 and 17, Thursdays 12 and 19 March.
    expect(clamped.json().data).toHaveLength(4);
  });

  it('refuses an agent who already holds a slot (AGENT_BUSY) with the date, nothing saved', async () => {
    const agent = await createAgentAccount(t, { prenom: 'Rose', position: own.nearby });
    await createMission(
      t,
      { client_id: (await createClientAccount(t, own.spot)).clientId },
      {
        interventions: [
          {
            candidat_id: agent.candidatId,
            date_debut: at('2026-03-17T10:00:00Z'),
            date_fin: at('2026-03-17T11:00:00Z'),
          },
        ],
      },
    );
    const { missionId } = await recurringMission();
    const response = await plan(missionId, agent, {
      date_debut: '2026-03-09',
      date_fin: '2026-03-31',
    });
    const error = expectRefusal(response, 'AGENT_BUSY');
    expect(error.message).toBe(
      'Rose a déjà une intervention le Mar. 17/03/2026 09:00 - 12:00 : choisissez un autre agent ou une autre période.',
    );
    expect(error.details).toEqual({ date: '2026-03-17' });
    await expectNothingSaved(missionId);
  });

  it('refuses an agent on leave (AGENT_ON_LEAVE) or absent (AGENT_ABSENT), nothing saved', async () => {
    const onLeave = await createAgentAccount(t, { prenom: 'Sacha', position: own.nearby });
    const absent = await createAgentAccount(t, { prenom: 'Tom', position: own.nearby });
    await grantLeave(t, onLeave, '2026-03-19', '2026-03-19');
    await recordAbsence(t, absent, '2026-03-24T08:00:00Z', '2026-03-24T18:00:00Z');
    const { missionId } = await recurringMission();
    const leave = await plan(missionId, onLeave, { date_debut: '2026-03-09' });
    const leaveError = expectRefusal(leave, 'AGENT_ON_LEAVE');
    expect(leaveError.message).toMatch(/^Sacha est en congé le Jeu\. 19\/03\/2026 14:00 - 16:00/);
    expect(leaveError.details).toEqual({ date: '2026-03-19' });
    const absence = await plan(missionId, absent, { date_debut: '2026-03-09' });
    expect(expectRefusal(absence, 'AGENT_ABSENT').message).toMatch(
      /^Tom a déclaré une absence le Mar\. 24\/03\/2026/,
    );
    await expectNothingSaved(missionId);
  });

  it('refuses an agent without the skill (AGENT_WITHOUT_SKILL) or not active (AGENT_NOT_ELIGIBLE)', async () => {
    const otherSkill = await createAgentAccount(t, {
      prenom: 'Ugo',
      competences: [3],
      position: own.nearby,
    });
    const candidate = await createAgentAccount(t, {
      prenom: 'Vera',
      statut: 2,
      position: own.nearby,
    });
    const { missionId } = await recurringMission();
    const noSkill = await plan(missionId, otherSkill, { date_debut: '2026-03-09' });
    expect(expectRefusal(noSkill, 'AGENT_WITHOUT_SKILL').message).toBe(
      "Ugo n'a pas la compétence « Entretien du domicile et repassage » demandée : choisissez un agent de ce service.",
    );
    expectRefusal(await plan(missionId, candidate, {}), 'AGENT_NOT_ELIGIBLE');
    await expectNothingSaved(missionId);
  });

  it('refuses a slot off the half-hour grid (SLOT_OFF_GRID), nothing saved', async () => {
    // Weekly slots are checked on the grid by the database; an older one-off intervention is not.
    const agent = await createAgentAccount(t, { prenom: 'Wassim', position: own.nearby });
    const { missionId, interventionIds } = await createMission(
      t,
      { client_id: own.client.clientId, is_ponctuel: true },
      {
        interventions: [
          { date_debut: at('2026-03-10T09:00:00Z'), date_fin: at('2026-03-10T11:00:00Z') },
          { date_debut: at('2026-03-11T09:15:00Z'), date_fin: at('2026-03-11T11:00:00Z') },
        ],
      },
    );
    const response = await plan(missionId, agent, { date_debut: '2026-03-09' });
    const error = expectRefusal(response, 'SLOT_OFF_GRID');
    expect(error.message).toBe(
      "Le créneau du Mer. 11/03/2026 09:15 - 11:00 n'est pas sur la grille des demi-heures (08:00, 08:30…) : corrigez ses horaires.",
    );
    expect(error.details).toEqual({ date: '2026-03-11' });
    const rows = await interventionsOf(missionId);
    expect(rows.map((row) => row.id).sort()).toEqual([...interventionIds].sort());
    expect(rows.every((row) => row.candidat_id === null)).toBe(true);
  });

  it('refuses a mission no longer active, without a free slot, or without hours left', async () => {
    const agent = await createAgentAccount(t, { prenom: 'Xavier', position: own.nearby });
    const ended = await recurringMission({ statut: 'terminee' });
    expectRefusal(await plan(ended.missionId, agent, {}), 'MISSION_NOT_ACTIVE');
    const noHours = await recurringMission({ nb_heures_total: 20, nb_minutes_a_planifier: 0 });
    const refused = await plan(noHours.missionId, agent, {});
    expect(expectRefusal(refused, 'NO_HOURS_LEFT').message).toBe(
      'Toutes les heures de cette mission sont déjà planifiées.',
    );
    await expectNothingSaved(noHours.missionId);
    const full = await createMission(
      t,
      { client_id: own.client.clientId },
      {
        horaires: [
          { day: 2, start_time: '09:00', end_time: '12:00', candidat_id: agent.candidatId },
        ],
      },
    );
    expectRefusal(await plan(full.missionId, agent, {}), 'NO_SLOT_LEFT');
  });

  it('answers 400 in French for a horizon over a year or before the mission ends, 403 for a client', async () => {
    const agent = await createAgentAccount(t, { prenom: 'Yasmine', position: own.nearby });
    const { missionId } = await recurringMission();
    const tooLong = await plan(missionId, agent, {
      date_debut: '2026-03-09',
      date_fin: '2027-06-01',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe(
      'Période trop longue : planifiez une année au plus en une fois.',
    );
    const backwards = await plan(missionId, agent, {
      date_debut: '2026-03-09',
      date_fin: '2026-03-01',
    });
    expect(backwards.statusCode).toBe(400);
    const asClient = await plan(missionId, agent, {}, own.client.token);
    expect(asClient.statusCode).toBe(403);
    await expectNothingSaved(missionId);
  });

  it('gives a one-off mission its waiting interventions, keeping a dated public holiday', async () => {
    const agent = await createAgentAccount(t, { prenom: 'Zoé', position: own.nearby });
    const { missionId, interventionIds } = await createMission(
      t,
      { client_id: own.client.clientId, is_ponctuel: true },
      {
        interventions: [
          { date_debut: at('2026-05-01T10:00:00Z'), date_fin: at('2026-05-01T12:00:00Z') },
          { date_debut: at('2026-05-04T10:00:00Z'), date_fin: at('2026-05-04T12:00:00Z') },
        ],
      },
    );
    const response = await plan(missionId, agent, { date_debut: '2026-04-01' });
    expect(response.statusCode).toBe(201);
    expect(
      response
        .json()
        .data.map((i: { id: number }) => i.id)
        .sort(),
    ).toEqual([...interventionIds].sort());
    expect(response.json().planification.jours_feries).toEqual([
      { date: '2026-05-01', nom: '1er mai', conserve: true },
    ]);
  });
});

describe('missions to plan', () => {
  it('lists a mission with slots without an agent, with its client name and address, paginated', async () => {
    const { missionId } = await recurringMission();
    const response = await post('/api/missions/a-planifier', own.operator.token, {
      client_id: own.client.clientId,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page).toMatchObject({ page: 1, limit: 20, total: 1 });
    expect(page.items[0]).toMatchObject({
      id: missionId,
      nb_horaires_sans_agent: 2,
      client: {
        id: own.client.clientId,
        adresse: '12 rue de Rivoli',
        codep: '75004',
        ville: 'Paris',
      },
    });
    expect(page.items[0].client.nom).toBeTruthy();
    const second = await post('/api/missions/a-planifier', own.operator.token, {
      client_id: own.client.clientId,
      page: 2,
    });
    expect(second.json().data).toMatchObject({ page: 2, total: 1, items: [] });
  });

  it('no longer lists it once every slot has its agent', async () => {
    const agent = await createAgentAccount(t, { prenom: 'Alix', position: own.nearby });
    const { missionId } = await recurringMission({ date_fin: at('2026-03-31T00:00:00Z') });
    expect((await plan(missionId, agent, {})).statusCode).toBe(201);
    const response = await post('/api/missions/a-planifier', own.operator.token, {
      client_id: own.client.clientId,
    });
    expect(response.json().data.total).toBe(0);
  });
});

describe('alerte/no-agent-dispo', () => {
  it('opens the commercial cockpit task of the mission, naming its slots without an agent', async () => {
    const { missionId } = await recurringMission();
    const response = await post(
      `/api/alerte/no-agent-dispo/${encrypted(t, missionId)}`,
      own.operator.token,
      { commentaire: 'Personne le jeudi.' },
    );
    expect(response.statusCode).toBe(200);
    const tasks = await db()
      .select()
      .from(cockpit_taches)
      .where(and(eq(cockpit_taches.mission_id, missionId), eq(cockpit_taches.kind, 'commercial')));
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ type: 'creneaux_sans_agent', client_id: own.client.clientId });
    expect(tasks[0]!.note).toContain('Créneaux sans agent : Mar. 09:00-12:00, Jeu. 14:00-16:00.');
    expect(tasks[0]!.note).toContain('Personne le jeudi.');
  });
});

/** A two-hour intervention on a day (10:00–12:00 UTC). */
function day(date: string) {
  return { date_debut: at(`${date}T10:00:00Z`), date_fin: at(`${date}T12:00:00Z`) };
}

function rating(interventionId: number, candidatId: number, note: number) {
  return {
    intervention_id: interventionId,
    candidat_id: candidatId,
    client_id: own.client.clientId,
    note,
  };
}
