import { distanceMeters } from './geo.ts';
import { periodsOverlap, type Period } from './interventions.ts';
import type { AgentWorkLimits } from './planning.ts';
import {
  firstOutsideAvailability,
  firstOverContractHours,
  firstTravelConflict,
  type PlacedVisit,
  type Place,
  type TravelConflict,
} from './planning-rules.ts';

/*
 * The planning rules one visit of an agent breaks (issue 26, docs/planning.md « Tableau de
 * planning » and « Déplacer, affecter, forcer »): the one evaluation the planning board shows on
 * each block and a move from the board (or a replanning) refuses or lets force. Planned times are
 * Paris wall-clock times read in UTC, as interventions are stored.
 */

/** The rules a staffed visit may break, in the order the board lists them (codes of errors.md). */
export const PLANNING_CONFLITS = [
  'AGENT_BUSY',
  'TRAVEL_TOO_SHORT',
  'AGENT_UNAVAILABLE',
  'AGENT_OVER_CONTRACT_HOURS',
  'AGENT_ON_LEAVE',
  'AGENT_ABSENT',
  'AGENT_WITHOUT_SKILL',
  'AGENT_TOO_FAR',
  'INTERVENANT_ECARTE',
] as const;
export type PlanningConflit = (typeof PLANNING_CONFLITS)[number];

/**
 * The rules a planner may force with a reason: what the agent declared (availability, hours of
 * its contract) and estimates (travel time, distance) can be agreed otherwise with the agent.
 * The others never: the agent cannot be in two places, on leave or absent, work in a service it
 * was not recruited for, nor go to a family that asked not to see it again.
 */
export const FORCEABLE_PLANNING_CONFLITS = [
  'AGENT_UNAVAILABLE',
  'AGENT_OVER_CONTRACT_HOURS',
  'TRAVEL_TOO_SHORT',
  'AGENT_TOO_FAR',
] as const satisfies readonly PlanningConflit[];
export type ForceablePlanningConflit = (typeof FORCEABLE_PLANNING_CONFLITS)[number];

export function isForceablePlanningConflit(code: string): code is ForceablePlanningConflit {
  return (FORCEABLE_PLANNING_CONFLITS as readonly string[]).includes(code);
}

/**
 * The order a move's refusals are answered in: every rule that cannot be forced first (forcing
 * would not help), then those that can.
 */
export const PLANNING_REFUSAL_ORDER: readonly PlanningConflit[] = [
  'AGENT_WITHOUT_SKILL',
  'AGENT_BUSY',
  'AGENT_ON_LEAVE',
  'AGENT_ABSENT',
  'INTERVENANT_ECARTE',
  ...FORCEABLE_PLANNING_CONFLITS,
];

/** What the rules weigh of one agent beside its visits. */
export interface AgentPlanningContext {
  /** The services (skill ids) the agent works in. */
  skillIds: readonly number[];
  /** Its declared weekly availability and its contract's weekly hours. */
  limits: AgentWorkLimits;
  /** Accepted leave, declared absences and declared unavailability, as periods. */
  leave: readonly Period[];
  absences: readonly Period[];
  unavailable: readonly Period[];
  /** Its home (null or without coordinates: no distance rule). */
  home: Place | null;
  /** Its way of travelling (`transport_type_id`). */
  transport: number | null;
  /** The agency's search radius (km): a client's home farther away is too far. */
  radiusKm: number;
  /** The families (client ids) that asked not to see this agent again. */
  ecartePar: ReadonlySet<number>;
}

/** A visit of the agent: its times, its client and the client's home, its service. */
export interface PlanningVisit extends PlacedVisit {
  clientId: number;
  skillId: number;
}

/** A rule a visit breaks, with what its refusal says. */
export interface PlanningBreak {
  code: PlanningConflit;
  /** AGENT_OVER_CONTRACT_HOURS: the hours its week would reach. */
  heures?: number;
  /** TRAVEL_TOO_SHORT: the visit before or after it and the travel estimated. */
  travel?: TravelConflict;
  /** AGENT_TOO_FAR: kilometres (as the crow flies) from the agent's home, one decimal. */
  km?: number;
}

/**
 * The rules `visit` breaks for the agent, in PLANNING_CONFLITS order. `others`: the agent's
 * other visits (overlaps, travel the same day); `counted`: the visits whose hours count before it
 * in its week (the board: those before it; a move: all the others of the week).
 */
export function visitBreaks(
  agent: AgentPlanningContext,
  visit: PlanningVisit,
  around: { others: readonly PlacedVisit[]; counted: readonly Period[] },
): PlanningBreak[] {
  const breaks: PlanningBreak[] = [];
  if (around.others.some((other) => periodsOverlap(other, visit)))
    breaks.push({ code: 'AGENT_BUSY' });
  const travel = firstTravelConflict(around.others, [visit], agent.transport);
  if (travel) breaks.push({ code: 'TRAVEL_TOO_SHORT', travel });
  if (
    firstOutsideAvailability(agent.limits, [visit]) ||
    agent.unavailable.some((period) => periodsOverlap(period, visit))
  )
    breaks.push({ code: 'AGENT_UNAVAILABLE' });
  const over = firstOverContractHours(agent.limits, around.counted, [visit]);
  if (over) breaks.push({ code: 'AGENT_OVER_CONTRACT_HOURS', heures: over.hours });
  if (agent.leave.some((period) => periodsOverlap(period, visit)))
    breaks.push({ code: 'AGENT_ON_LEAVE' });
  if (agent.absences.some((period) => periodsOverlap(period, visit)))
    breaks.push({ code: 'AGENT_ABSENT' });
  if (!agent.skillIds.includes(visit.skillId)) breaks.push({ code: 'AGENT_WITHOUT_SKILL' });
  const km = kmFromHome(agent.home, visit.place);
  if (km !== null && km > agent.radiusKm)
    breaks.push({ code: 'AGENT_TOO_FAR', km: Math.round(km * 10) / 10 });
  if (agent.ecartePar.has(visit.clientId)) breaks.push({ code: 'INTERVENANT_ECARTE' });
  return breaks;
}

/** Kilometres as the crow flies between two located places; null when either is not located. */
function kmFromHome(home: Place | null, place: Place | null): number | null {
  if (home?.lat == null || home.lng == null || place?.lat == null || place.lng == null) return null;
  return (
    distanceMeters({ lat: home.lat, lng: home.lng }, { lat: place.lat, lng: place.lng }) / 1000
  );
}

/**
 * The break a move answers first (PLANNING_REFUSAL_ORDER, then the earliest visit), with its
 * visit; null when no visit breaks a rule.
 */
export function firstPlanningBreak<V extends Period>(
  evaluated: readonly { visit: V; breaks: readonly PlanningBreak[] }[],
): { visit: V; brk: PlanningBreak } | null {
  const byStart = [...evaluated].sort((a, b) => a.visit.start.getTime() - b.visit.start.getTime());
  for (const code of PLANNING_REFUSAL_ORDER) {
    for (const entry of byStart) {
      const brk = entry.breaks.find((b) => b.code === code);
      if (brk) return { visit: entry.visit, brk };
    }
  }
  return null;
}
