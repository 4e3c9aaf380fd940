import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidat_infos_supp, candidats } from '../../db/schema/candidats.ts';
import { clients } from '../../db/schema/clients.ts';
import { interventions } from '../../db/schema/interventions.ts';
import {
  type AgentAccount,
  agentSearchSuite,
  at,
  createAgentAccount,
  createClientAccount,
  createMission,
  expectRefusal,
  TUESDAYS_AND_THURSDAYS,
} from '../../../test/fixtures-missions.ts';
import { insertContratTravail } from '../../../test/fixtures-contrats.ts';
import { encrypted } from '../../../test/helper.ts';

/*
 * Issue 26, point 2 (docs/planning.md « Règles du planning »): agents are proposed and assigned
 * only within their declared availability and their contract's weekly hours, and with the time
 * to travel from their previous visit of the day and to their next one. The test clock starts on
 * Monday 2026-03-02 at 09:00 UTC; planned times are Paris wall-clock times read in UTC, so
 * 2026-03-09 is a Monday and 2026-03-10 a Tuesday whatever the machine's time zone.
 */

const { t, post, db, own } = agentSearchSuite();

const MONDAY_MORNING = [{ day: 1, start_time: '08:30', end_time: '11:30' }];
const TUESDAY_MORNING = [{ day: 2, start_time: '09:00', end_time: '12:00' }];

/** A recurring mission of the test's client from 2026-03-02 on these weekly slots. */
function missionOn(horaires: { day: number; start_time: string; end_time: string }[]) {
  return createMission(
    t,
    { client_id: own.client.clientId, date_debut: at('2026-03-02T00:00:00Z') },
    { horaires },
  );
}

const searchAgents = async (missionId: number) => {
  const response = await post(
    `/api/missions/agents-dispos/${encrypted(t, missionId)}`,
    own.operator.token,
    { date_debut: '2026-03-09', distanceKM: 20 },
  );
  expect(response.statusCode).toBe(200);
  return (
    response.json() as { data: { candidat: { id: number }; nb_creneaux_disponibles: number }[] }
  ).data.map((agent) => [agent.candidat.id, agent.nb_creneaux_disponibles]);
};

const plan = (missionId: number, agent: AgentAccount) =>
  post(
    `/api/missions/create-interventions-for-mission/${encrypted(t, missionId)}/${encrypted(t, agent.candidatId)}`,
    own.operator.token,
    { date_debut: '2026-03-09' },
  );

const interventionsOf = (missionId: number) =>
  db().select().from(interventions).where(eq(interventions.mission_id, missionId));

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

describe('declared availability (AGENT_UNAVAILABLE)', () => {
  it('does not propose Aminata (Mondays 08:00–12:00) for Tuesday 09:00–12:00, proposes her for Monday 08:30–11:30', async () => {
    const aminata = await createAgentAccount(t, { prenom: 'Aminata', position: own.nearby });
    await declareDisponibilites(aminata, [{ day: 1, time_debut: '08:00', time_fin: '12:00' }]);
    const tuesday = await missionOn(TUESDAY_MORNING);
    const monday = await missionOn(MONDAY_MORNING);

    expect(await searchAgents(tuesday.missionId)).toEqual([]);
    expect(await searchAgents(monday.missionId)).toEqual([[aminata.candidatId, 1]]);
  });

  it('refuses to give Aminata the Tuesdays, with the first date, and gives her the Mondays', async () => {
    const aminata = await createAgentAccount(t, { prenom: 'Aminata', position: own.nearby });
    await declareDisponibilites(aminata, [{ day: 1, time_debut: '08:00', time_fin: '12:00' }]);
    const tuesday = await missionOn(TUESDAY_MORNING);
    const monday = await missionOn(MONDAY_MORNING);

    const refused = expectRefusal(await plan(tuesday.missionId, aminata), 'AGENT_UNAVAILABLE');
    expect(refused.message).toBe(
      "Aminata n'est pas disponible le Mar. 10/03/2026 09:00 - 12:00 d'après ses disponibilités déclarées : choisissez un autre agent ou une autre période.",
    );
    expect(refused.details).toEqual({ date: '2026-03-10' });
    expect(await interventionsOf(tuesday.missionId)).toHaveLength(0);

    const given = await plan(monday.missionId, aminata);
    expect(given.statusCode).toBe(201);
    const rows = await interventionsOf(monday.missionId);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.candidat_id === aminata.candidatId)).toBe(true);
    expect(rows.every((row) => row.date_debut.getUTCDay() === 1)).toBe(true);
  });
});

describe("contract's weekly hours (AGENT_OVER_CONTRACT_HOURS)", () => {
  it('proposes only the slots that fit the week and refuses the slot going over, with the hours', async () => {
    // A 4 h contract; the mission asks Tuesdays 09:00–12:00 (3 h) and Thursdays 14:00–16:00 (2 h).
    const chloe = await createAgentAccount(t, { prenom: 'Chloé', position: own.nearby });
    const dan = await createAgentAccount(t, { prenom: 'Dan', position: own.nearby });
    await signContract(chloe, 4);
    await signContract(dan, 35);
    const { missionId } = await missionOn(TUESDAYS_AND_THURSDAYS);

    expect((await searchAgents(missionId)).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [chloe.candidatId, 1],
      [dan.candidatId, 2],
    ]);

    const refused = expectRefusal(await plan(missionId, chloe), 'AGENT_OVER_CONTRACT_HOURS');
    expect(refused.message).toBe(
      'Avec le Jeu. 12/03/2026 14:00 - 16:00, Chloé aurait 5 h planifiées la semaine du 09/03/2026, au-delà des 4 h hebdomadaires de son contrat : choisissez un autre agent ou une autre période.',
    );
    expect(refused.details).toEqual({ date: '2026-03-12', heures: 5 });
    expect(await interventionsOf(missionId)).toHaveLength(0);

    expect((await plan(missionId, dan)).statusCode).toBe(201);
  });
});

describe('travel time between two visits of the day (TRAVEL_TOO_SHORT)', () => {
  /**
   * The agent's visit on Tuesday 2026-03-10 07:00–08:30 at a family 2 km north of the test's
   * client (great circle): 30 minutes before the mission's Tuesday 09:00.
   */
  async function earlierVisitTwoKmAway(agent: AgentAccount, located = true) {
    const other = await createClientAccount(t, {
      lat: own.spot.lat + 2 / 111.195,
      lng: own.spot.lng,
    });
    if (!located)
      await db()
        .update(clients)
        .set({ lat: null, lng: null })
        .where(eq(clients.id, other.clientId));
    await createMission(
      t,
      { client_id: other.clientId, date_debut: at('2026-03-01T00:00:00Z') },
      {
        interventions: [
          {
            candidat_id: agent.candidatId,
            date_debut: at('2026-03-10T07:00:00Z'),
            date_fin: at('2026-03-10T08:30:00Z'),
          },
        ],
      },
    );
  }

  const travelling = (agent: AgentAccount, transport: number) =>
    db()
      .update(candidats)
      .set({ transport_type_id: transport })
      .where(eq(candidats.id, agent.candidatId));

  it('refuses an agent on foot (2.6 km: 35 min) with 30 minutes between the two visits', async () => {
    const walker = await createAgentAccount(t, { prenom: 'Tom', position: own.nearby });
    await travelling(walker, 2);
    await earlierVisitTwoKmAway(walker);
    const { missionId } = await missionOn(TUESDAY_MORNING);

    const refused = expectRefusal(await plan(missionId, walker), 'TRAVEL_TOO_SHORT');
    expect(refused.message).toBe(
      "Tom n'aurait que 30 min pour venir de son intervention précédente jusqu'à celle du Mar. 10/03/2026 09:00 - 12:00, alors que le trajet est estimé à 35 min : choisissez un autre agent ou un autre horaire.",
    );
    expect(refused.details).toEqual({ date: '2026-03-10', minutes: 35 });
    expect(await interventionsOf(missionId)).toHaveLength(0);
  });

  it('gives the slots to the same agent by car (7 min), or when an address is not located', async () => {
    const driver = await createAgentAccount(t, { prenom: 'Ugo', position: own.nearby });
    await travelling(driver, 3);
    await earlierVisitTwoKmAway(driver);
    const first = await missionOn(TUESDAY_MORNING);
    expect((await plan(first.missionId, driver)).statusCode).toBe(201);

    const walker = await createAgentAccount(t, { prenom: 'Vera', position: own.nearby });
    await travelling(walker, 2);
    await earlierVisitTwoKmAway(walker, false);
    const second = await missionOn(TUESDAY_MORNING);
    expect((await plan(second.missionId, walker)).statusCode).toBe(201);
  });
});
