import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mutuelles } from '../../db/schema/clients.ts';
import { interventions } from '../../db/schema/interventions.ts';
import { missions } from '../../db/schema/missions.ts';
import {
  at,
  createAgentAccount,
  createClientAccount,
  createMission,
  expectRefusal,
  suiteOfTheFile,
} from '../../../test/fixtures-missions.ts';
import { madeForEachTest } from '../../../test/helper.ts';
import { createPlanningService, type PlanningService } from './planning.service.ts';

/*
 * The test clock starts on Monday 2026-03-02 at 09:00 UTC. One app for the file; each test gets its
 * own client, agents and mission (beforeEach), so an extension one test grants is not in another's.
 */

const { t, post } = suiteOfTheFile();
let planning: PlanningService;
beforeAll(() => {
  planning = createPlanningService({ db: t.database.db, config: t.config, now: t.clock.now });
});
const own = madeForEachTest(async () => ({
  client: await createClientAccount(t),
  agent: await createAgentAccount(t),
  otherAgent: await createAgentAccount(t, { prenom: 'Inès' }),
}));

const minutesLeft = async (missionId: number) =>
  (await t.database.db.select().from(missions).where(eq(missions.id, missionId)))[0]!
    .nb_minutes_a_planifier;

describe('minutes left to plan', () => {
  it('two decrements at once cannot take more than is left, nor go below zero', async () => {
    const { missionId } = await createMission(t, {
      client_id: own.client.clientId,
      nb_minutes_a_planifier: 100,
    });
    const db = t.database.db;
    const results = await Promise.all([
      db.transaction((tx) => planning.takeMinutesToPlan(tx, missionId, 60)),
      db.transaction((tx) => planning.takeMinutesToPlan(tx, missionId, 60)),
    ]);
    // One of them takes 60 minutes (40 left), the other finds too few and takes nothing.
    expect(results.sort()).toEqual([40, undefined]);
    expect(await minutesLeft(missionId)).toBe(40);
    expect(await planning.takeMinutesToPlan(db, missionId, 40)).toBe(0);
    expect(await planning.takeMinutesToPlan(db, missionId, 1)).toBeUndefined();
    expect(await planning.minutesLeftToPlan(missionId)).toBe(0);
  });

  it('two clients placing the last hours at once: one is refused (MINUTES_EXCEEDED), nothing half-done', async () => {
    const [mutuelle] = await t.database.db
      .insert(mutuelles)
      .values({ nom: 'Mutuelle du test' })
      .returning({ id: mutuelles.id });
    const { missionId } = await createMission(t, {
      client_id: own.client.clientId,
      mutuelle_id: mutuelle!.id,
      nb_minutes_a_planifier: 120,
    });
    const place = (date: string) =>
      post('/api/interventions/create-interventions-client', own.client.token, {
        mission_id: missionId,
        creneaux: [{ date, time_debut: '09:00', time_fin: '11:00' }],
      });
    const [first, second] = await Promise.all([place('2026-03-10'), place('2026-03-11')]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([201, 422]);
    expectRefusal(first.statusCode === 422 ? first : second, 'MINUTES_EXCEEDED');
    expect(await minutesLeft(missionId)).toBe(0);
    const created = await t.database.db
      .select()
      .from(interventions)
      .where(eq(interventions.mission_id, missionId));
    expect(created).toHaveLength(1);
  });
});

describe('interventions between two days', () => {
  let missionId: number;
  let ids: number[];

  beforeEach(async () => {
    const created = await createMission(
      t,
      { client_id: own.client.clientId },
      {
        interventions: [
          // Ends at midnight on the first day: not in [2 March 00:00, 4 March 24:00).
          {
            candidat_id: own.agent.candidatId,
            date_debut: at('2026-03-01T22:00:00Z'),
            date_fin: at('2026-03-02T00:00:00Z'),
          },
          // Crosses midnight into the period.
          {
            candidat_id: own.agent.candidatId,
            date_debut: at('2026-03-01T23:00:00Z'),
            date_fin: at('2026-03-02T01:00:00Z'),
          },
          {
            candidat_id: own.agent.candidatId,
            date_debut: at('2026-03-03T09:00:00Z'),
            date_fin: at('2026-03-03T11:00:00Z'),
          },
          {
            candidat_id: own.otherAgent.candidatId,
            date_debut: at('2026-03-04T22:00:00Z'),
            date_fin: at('2026-03-04T23:30:00Z'),
          },
          {
            candidat_id: own.agent.candidatId,
            statut: 'annulee',
            date_debut: at('2026-03-04T09:00:00Z'),
            date_fin: at('2026-03-04T11:00:00Z'),
          },
          // Starts at 24:00 of the last day: the next day.
          {
            candidat_id: own.agent.candidatId,
            date_debut: at('2026-03-05T00:00:00Z'),
            date_fin: at('2026-03-05T02:00:00Z'),
          },
        ],
      },
    );
    missionId = created.missionId;
    ids = created.interventionIds;
  });

  const period = { from: at('2026-03-02T00:00:00Z'), to: at('2026-03-05T00:00:00Z') };

  it('finds those overlapping the days, in chronological order, cancelled ones included', async () => {
    const rows = await planning.interventionsBetween({ missionId, ...period });
    expect(rows.map((row) => row.id)).toEqual([ids[1], ids[2], ids[4], ids[3]]);
  });

  it('filters by agent and status, and without bounds gives them all', async () => {
    const mine = await planning.interventionsBetween({
      candidatIds: [own.agent.candidatId],
      statuts: ['planifiee', 'en_cours', 'terminee'],
      missionId,
      ...period,
    });
    expect(mine.map((row) => row.id)).toEqual([ids[1], ids[2]]);
    expect(await planning.interventionsBetween({ missionId })).toHaveLength(6);
  });

  it('counts an accepted extension of an intervention ending before the period', async () => {
    await t.database.db
      .update(interventions)
      .set({ prolongation_minutes: 60, prolongation_statut: 'acceptee' })
      .where(eq(interventions.id, ids[0]!));
    const plain = await planning.interventionsBetween({ missionId, ...period });
    expect(plain.map((row) => row.id)).not.toContain(ids[0]);
    const extended = await planning.interventionsBetween({
      missionId,
      ...period,
      withExtensions: true,
    });
    expect(extended.map((row) => row.id)).toContain(ids[0]);
  });

  it("gives an agent's interventions of the days through its agent list call", async () => {
    const listed = await planning.agentInterventions(own.agent.candidatId, {
      date_debut: '2026-03-02',
      date_fin: '2026-03-04',
    });
    expect(listed.map((dto) => dto.id)).toEqual([ids[1], ids[2], ids[4]]);
    expect(listed[0]!.client.id).toBe(own.client.clientId);
  });
});
