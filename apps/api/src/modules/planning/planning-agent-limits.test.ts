import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidat_infos_supp } from '../../db/schema/candidats.ts';
import { interventions } from '../../db/schema/interventions.ts';
import { horaires_recurents } from '../../db/schema/missions.ts';
import {
  type AgentAccount,
  agentSearchSuite,
  aSpotOfItsOwn,
  at,
  createAgentAccount,
  createClientAccount,
  createMission,
  recordAbsence,
  TUESDAYS_AND_THURSDAYS,
} from '../../../test/fixtures-missions.ts';
import { insertContratTravail } from '../../../test/fixtures-contrats.ts';
import { encrypted } from '../../../test/helper.ts';
import { createReassignService } from './reassign.service.ts';

/*
 * Issue 22, point 8 (docs/planning.md): agents are proposed only within what they agreed to work
 * (declared availability, contract's weekly hours); the search says whether nobody of the skill
 * lives in the radius or whether those who do are all taken; planning without public holidays
 * removes the interventions still waiting for an agent on a holiday. The test clock starts on
 * Monday 2026-03-02 at 09:00 UTC; each test has its own spot, client and agents.
 */

const { t, post, db, own } = agentSearchSuite();

/** A recurring mission of the client: Tuesdays 09:00–12:00 and Thursdays 14:00–16:00. */
function recurringMission(
  interventionsOfMission: NonNullable<Parameters<typeof createMission>[2]>['interventions'] = [],
) {
  return createMission(
    t,
    { client_id: own.client.clientId, date_debut: at('2026-03-02T00:00:00Z') },
    { horaires: TUESDAYS_AND_THURSDAYS, interventions: interventionsOfMission },
  );
}

const horairesOf = (missionId: number) =>
  db().select().from(horaires_recurents).where(eq(horaires_recurents.mission_id, missionId));

const searchAgents = (missionId: number) =>
  post(`/api/missions/agents-dispos/${encrypted(t, missionId)}`, own.operator.token, {
    date_debut: '2026-03-09',
    distanceKM: 20,
  });

async function declareDisponibilites(
  agent: AgentAccount,
  disponibilites: { day: number; time_debut: string; time_fin: string }[],
) {
  await db().insert(candidat_infos_supp).values({ candidat_id: agent.candidatId, disponibilites });
}

/** A countersigned contract of `hours` a week, in force since 2026-01-01. */
function signContract(agent: AgentAccount, hours: number) {
  return insertContratTravail(t, {
    candidatId: agent.candidatId,
    statut: 'contresigne',
    dateDebut: '2026-01-01',
    hoursPerWeek: hours,
    sentAt: at('2025-12-15T09:00:00Z'),
  });
}

describe('agents proposed within what they agreed to work', () => {
  it('leaves out an agent declared available on other days, or over its contract hours that week', async () => {
    // Aminata works Mondays 08:00–12:00 only; Béa Tuesdays mornings only; Chloé has a 20 h
    // contract and 19 h planned that week elsewhere; Dan declared nothing and has no contract.
    const aminata = await createAgentAccount(t, { prenom: 'Aminata', position: own.nearby });
    const bea = await createAgentAccount(t, { prenom: 'Béa', position: own.nearby });
    const chloe = await createAgentAccount(t, { prenom: 'Chloé', position: own.nearby });
    const dan = await createAgentAccount(t, { prenom: 'Dan', position: own.nearby });
    await declareDisponibilites(aminata, [{ day: 1, time_debut: '08:00', time_fin: '12:00' }]);
    await declareDisponibilites(bea, [{ day: 2, time_debut: '08:00', time_fin: '12:00' }]);
    await signContract(chloe, 20);
    const other = await createClientAccount(t, aSpotOfItsOwn());
    await createMission(
      t,
      { client_id: other.clientId, date_debut: at('2026-03-01T00:00:00Z') },
      {
        interventions: [
          {
            candidat_id: chloe.candidatId,
            date_debut: at('2026-03-09T08:00:00Z'),
            date_fin: at('2026-03-09T17:00:00Z'),
          },
          {
            candidat_id: chloe.candidatId,
            date_debut: at('2026-03-11T08:00:00Z'),
            date_fin: at('2026-03-11T18:00:00Z'),
          },
        ],
      },
    );
    const { missionId } = await recurringMission();

    const response = await searchAgents(missionId);
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      data: { candidat: { id: number }; nb_creneaux_disponibles: number }[];
      recherche: unknown;
    };
    expect(
      body.data
        .map((a) => [a.candidat.id, a.nb_creneaux_disponibles])
        .sort((a, b) => a[0]! - b[0]!),
    ).toEqual([
      [bea.candidatId, 1],
      [dan.candidatId, 2],
    ]);
    expect(body.recherche).toEqual({ nb_intervenants_rayon: 4, nb_intervenants_disponibles: 2 });
  });

  it('proposes as replacement only agents available on that day and within their hours', async () => {
    const aminata = await createAgentAccount(t, { prenom: 'Aminata', position: own.nearby });
    const eva = await createAgentAccount(t, { prenom: 'Eva', position: own.nearby });
    const held = await createAgentAccount(t, { prenom: 'Fabrice', position: own.nearby });
    await declareDisponibilites(aminata, [{ day: 1, time_debut: '08:00', time_fin: '12:00' }]);
    await declareDisponibilites(eva, [{ day: 2, time_debut: '08:00', time_fin: '12:00' }]);
    // Tuesday 2026-03-10, 09:00–12:00, held by Fabrice.
    const { interventionIds } = await recurringMission([
      {
        candidat_id: held.candidatId,
        date_debut: at('2026-03-10T09:00:00Z'),
        date_fin: at('2026-03-10T12:00:00Z'),
      },
    ]);
    const reassign = createReassignService({ db: db(), now: () => t.clock.now() });
    const found = await reassign.replacementsFor(interventionIds[0]!, { distanceKM: 20 });
    expect(found.map((a) => a.candidat.id)).toEqual([eva.candidatId]);

    await signContract(eva, 2);
    const overHours = await reassign.replacementsFor(interventionIds[0]!, { distanceKM: 20 });
    expect(overHours).toEqual([]);
  });
});

describe('no agent answered: nobody in the radius, or all taken', () => {
  it('counts nobody when no agent of the skill lives in the radius', async () => {
    const { missionId } = await recurringMission();
    const response = await searchAgents(missionId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: [],
      recherche: { nb_intervenants_rayon: 0, nb_intervenants_disponibles: 0 },
    });
  });

  it('counts the agents of the radius who are all taken on these slots', async () => {
    const absent = await createAgentAccount(t, { prenom: 'Gaspard', position: own.nearby });
    const elsewhere = await createAgentAccount(t, { prenom: 'Hélène', position: own.nearby });
    await recordAbsence(t, absent, '2026-03-09T00:00:00Z', '2026-03-14T00:00:00Z');
    await declareDisponibilites(elsewhere, [{ day: 6, time_debut: '08:00', time_fin: '20:00' }]);
    const { missionId } = await recurringMission();
    const response = await searchAgents(missionId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: [],
      recherche: { nb_intervenants_rayon: 2, nb_intervenants_disponibles: 0 },
    });
  });
});

describe('planning without public holidays', () => {
  it('removes the interventions still waiting for an agent on a holiday of the planned slots', async () => {
    const agent = await createAgentAccount(t, { prenom: 'Inès', position: own.nearby });
    // Thursday 2026-05-14 is Ascension; Thursday 2026-05-21 is not.
    const { missionId, interventionIds } = await recurringMission();
    const horaires = await horairesOf(missionId);
    const thursday = horaires.find((h) => h.day === 4)!;
    const [onHoliday, ordinary] = await db()
      .insert(interventions)
      .values([
        {
          mission_id: missionId,
          client_id: own.client.clientId,
          dt_dispo_client_id: thursday.id,
          date_debut: at('2026-05-14T14:00:00Z'),
          date_fin: at('2026-05-14T16:00:00Z'),
        },
        {
          mission_id: missionId,
          client_id: own.client.clientId,
          dt_dispo_client_id: thursday.id,
          date_debut: at('2026-05-21T14:00:00Z'),
          date_fin: at('2026-05-21T16:00:00Z'),
        },
      ])
      .returning({ id: interventions.id });
    expect(interventionIds).toEqual([]);

    const response = await post(
      `/api/missions/create-interventions-for-mission/${encrypted(t, missionId)}/${encrypted(t, agent.candidatId)}`,
      own.operator.token,
      { date_debut: '2026-05-01', date_fin: '2026-05-31' },
    );
    expect(response.statusCode).toBe(201);
    expect(
      await db().select().from(interventions).where(eq(interventions.id, onHoliday!.id)),
    ).toEqual([]);
    const [kept] = await db()
      .select()
      .from(interventions)
      .where(eq(interventions.id, ordinary!.id));
    expect(kept!.candidat_id).toBe(agent.candidatId);
    const left = await db()
      .select()
      .from(interventions)
      .where(eq(interventions.mission_id, missionId));
    expect(left.some((i) => i.date_debut.toISOString().startsWith('2026-05-14'))).toBe(false);
    expect(left.every((i) => i.candidat_id === agent.candidatId)).toBe(true);
  });

  it('keeps them when the holidays are kept', async () => {
    const agent = await createAgentAccount(t, { prenom: 'Jade', position: own.nearby });
    const { missionId } = await recurringMission();
    const horaires = await horairesOf(missionId);
    const [onHoliday] = await db()
      .insert(interventions)
      .values({
        mission_id: missionId,
        client_id: own.client.clientId,
        dt_dispo_client_id: horaires.find((h) => h.day === 4)!.id,
        date_debut: at('2026-05-14T14:00:00Z'),
        date_fin: at('2026-05-14T16:00:00Z'),
      })
      .returning({ id: interventions.id });
    const response = await post(
      `/api/missions/create-interventions-for-mission/${encrypted(t, missionId)}/${encrypted(t, agent.candidatId)}`,
      own.operator.token,
      { date_debut: '2026-05-01', date_fin: '2026-05-31', jours_feries: 'conserver' },
    );
    expect(response.statusCode).toBe(201);
    const [kept] = await db()
      .select()
      .from(interventions)
      .where(eq(interventions.id, onHoliday!.id));
    expect(kept!.candidat_id).toBe(agent.candidatId);
  });
});
