import type { endpoints, Mission as MissionDto } from '@maisonnee/contract';
import type { AppConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Period, Place } from '@maisonnee/domain';
import { notFound } from '../../lib/app-error.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import {
  assertAgentEligible,
  assertAgentFreeForAll,
  assertAgentWithinPlanningRules,
  assertSlotsOnGrid,
} from './agent-checks.ts';
import { createAssignmentService } from './assignment.service.ts';
import {
  findAgentsDispos,
  loadAgentAgenda,
  loadAgentRuleInputs,
  type AgentsDisposSearch,
} from './availability.service.ts';
import { createInterventionsReadService } from './interventions-read.service.ts';
import * as iq from './interventions.queries.ts';
import * as q from './missions.queries.ts';
import {
  findMissionRow,
  findInterventionRow,
  selectInterventionsBetween,
  selectInterventionsByIds,
  type InterventionsBetween,
} from './read-model.queries.ts';
import { findMissionDtos, loadAgentSummaries, toInterventionDtos } from './read-model.ts';
import { openFromScenario, openMissionsFromDevis, openMutuelleMission } from './mission-opening.ts';

export type { AcceptedScenario, SignedDevis, SlotInput } from './mission-opening.ts';
export type { AgentsDisposSearch } from './availability.service.ts';
export { createReassignService, type ReassignService } from './reassign.service.ts';

/*
 * What other modules ask of planning, which alone writes missions, their weekly slots and their
 * interventions: open the missions of a signed quote, an insurer's coverage or an accepted
 * proposal; read a client's missions; agents' summaries; interventions between two days; the
 * minutes left to plan, taken atomically; an absent agent taken off its interventions; agents
 * available for slots and interventions created for a mission and an agent.
 */

type E = typeof endpoints;

export interface PlanningDeps {
  db: Db;
  /** For the agency's rules (its default search radius). */
  config: AppConfig;
  now: () => Date;
}

export function createPlanningService(deps: PlanningDeps) {
  const { db, now } = deps;
  const interventionsRead = createInterventionsReadService(deps);
  const assignment = createAssignmentService(deps);

  return {
    openMissionsFromDevis,
    openMutuelleMission,
    openFromScenario,

    /** Agents' summaries (first name, initial, photo, rating) by candidat id. */
    agentSummaries(candidatIds: readonly (number | null | undefined)[]) {
      return loadAgentSummaries(db, candidatIds);
    },

    /** Interventions by id as the contract returns them, in chronological order. */
    async interventionDtos(ids: number[]) {
      return toInterventionDtos(db, await selectInterventionsByIds(db, ids));
    },

    /** THE interventions between two days (see selectInterventionsBetween). */
    interventionsBetween(filter: InterventionsBetween) {
      return selectInterventionsBetween(db, filter);
    },

    /** An agent's interventions between two days, with the client to visit. */
    agentInterventions(
      candidatId: number,
      period: { date_debut?: string | undefined; date_fin?: string | undefined },
    ) {
      return interventionsRead.listOfAgent(candidatId, period);
    },

    /** An intervention (its agent, client, status and times), or undefined. */
    findIntervention(id: number) {
      return findInterventionRow(db, id);
    },

    /** Minutes of a mission still to plan, or undefined when it does not exist. */
    async minutesLeftToPlan(missionId: number) {
      return (await findMissionRow(db, missionId))?.nb_minutes_a_planifier;
    },

    /**
     * Takes minutes from those left to plan on a mission, atomically (two plannings at once
     * cannot both take the last minutes); returns the minutes left, or undefined when fewer
     * than `minutes` were left (nothing taken).
     */
    takeMinutesToPlan(tx: Tx | Db, missionId: number, minutes: number) {
      return q.decrementMinutesAPlanifier(tx, missionId, minutes);
    },

    /**
     * An absent agent's planned interventions of the period go back to planning. The caller tells
     * the board (publishPlanningChanged with its absence and these, in one event).
     */
    unassignAgentBetween(tx: Tx, candidatId: number, from: Date, to: Date) {
      return iq.unassignPlannedInterventions(tx, candidatId, from, to);
    },

    /** Agents available for weekly slots around a point; with `clientId`, ranked for that client. */
    agentsDisposForHoraires: (body: BodyOf<E['listAgentsDisposForHoraires']>, clientId?: number) =>
      assignment.agentsDisposForHoraires(body, clientId),

    /**
     * Agents available for dated slots, ranked for a client (known and rated well first, then
     * the nearest), each with its reasons: for replacements and proposals.
     */
    agentsDisposForSlots(search: AgentsDisposSearch) {
      return findAgentsDispos(db, search);
    },

    /**
     * Refuses (SLOT_OFF_GRID, 404, AGENT_NOT_ELIGIBLE, AGENT_WITHOUT_SKILL, AGENT_BUSY,
     * AGENT_ON_LEAVE, AGENT_ABSENT, AGENT_UNAVAILABLE, AGENT_OVER_CONTRACT_HOURS, and with the
     * client's position TRAVEL_TOO_SHORT) unless the agent can take every one of these slots.
     */
    async assertAgentCanTake(
      conn: Db | Tx,
      candidatId: number,
      skillId: number,
      slots: Period[],
      place: Place | null = null,
    ) {
      assertSlotsOnGrid(slots);
      if (slots.length === 0) return;
      const from = new Date(Math.min(...slots.map((p) => p.start.getTime())));
      const to = new Date(Math.max(...slots.map((p) => p.end.getTime())));
      const agent = await loadAgentAgenda(conn, candidatId, from, to);
      if (!agent) throw notFound('Agent introuvable.');
      const named = { ...agent, prenom: agent.candidat.prenom };
      assertAgentEligible(named, skillId);
      assertAgentFreeForAll(named, slots);
      assertAgentWithinPlanningRules(
        { prenom: agent.candidat.prenom, transportTypeId: agent.candidat.transport_type_id },
        await loadAgentRuleInputs(conn, candidatId, slots),
        slots,
        place,
      );
    },

    /** Gives an agent the slots of a mission over a period, with their interventions. */
    createInterventionsForMission: assignment.createInterventionsForMission,

    /** The client and state of a mission (to add a need to it), or undefined. */
    async findMission(missionId: number) {
      return findMissionRow(db, missionId);
    },

    /** Missions by id, or all of a client's, oldest first, with all their interventions. */
    missionDtos(where: { clientId: number } | { ids: number[] }): Promise<MissionDto[]> {
      return findMissionDtos(db, where, now());
    },
  };
}

export type PlanningService = ReturnType<typeof createPlanningService>;
