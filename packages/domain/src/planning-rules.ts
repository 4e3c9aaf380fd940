import { distanceMeters, type LatLng } from './geo.ts';
import type { Period } from './interventions.ts';
import { isWithinDeclaredAvailability, mondayOfWeek, type AgentWorkLimits } from './planning.ts';

/*
 * Planning rules between an agent's visits (issue 26, docs/planning.md « Règles du planning »):
 * the travel time between two addresses for the agent's way of travelling, the hours planned in
 * a week against the contract's weekly hours, and the first visit that breaks one of them.
 * Planned times are agency (Paris) wall-clock times read in UTC, as interventions are stored; a
 * day and a week are therefore read with the UTC getters, whatever the machine's time zone.
 */

/**
 * Streets are not straight lines: the way between two homes in town is about 1.3 times the
 * great-circle distance (a usual urban detour factor).
 */
export const PLANNING_DETOUR_FACTOR = 1.3;

/**
 * Average door-to-door speed (km/h) of each way of travelling (`transport_type_id`, section 3):
 * 1 vélo 14 km/h (urban cycling, lights included), 2 à pied 4.5 km/h (a brisk walk), 3 voiture
 * 25 km/h (urban traffic), 5 transports en commun 16 km/h (a bus or metro ride with changes).
 */
export const PLANNING_TRAVEL_KMH: Readonly<Record<number, number>> = Object.freeze({
  1: 14,
  2: 4.5,
  3: 25,
  5: 16,
});

/**
 * Public transport costs a fixed 10 minutes on top of the ride (walking to the stop and waiting);
 * the other ways leave from the door.
 */
export const PUBLIC_TRANSPORT_OVERHEAD_MINUTES = 10;

/** The way of travelling assumed when the agent gave none: public transport (transport type 5). */
export const DEFAULT_PLANNING_TRANSPORT = 5;

/** An address's position as stored: either coordinate may be missing (not located). */
export interface Place {
  lat?: number | null;
  lng?: number | null;
}

const hasPosition = (point: Place | null | undefined): point is LatLng =>
  point?.lat != null && point.lng != null && Number.isFinite(point.lat + point.lng);

/**
 * Minutes an agent needs to go from one address to another: great-circle distance × 1.3 at the
 * speed of its way of travelling, plus 10 minutes by public transport, rounded up to the minute;
 * 0 at the same address. Null when either address has no coordinates (nothing to check).
 */
export function travelMinutes(
  from: Place | null | undefined,
  to: Place | null | undefined,
  transport: number | null | undefined,
): number | null {
  if (!hasPosition(from) || !hasPosition(to)) return null;
  const meters = distanceMeters(from, to);
  if (meters < 1) return 0;
  const type =
    transport != null && PLANNING_TRAVEL_KMH[transport] ? transport : DEFAULT_PLANNING_TRANSPORT;
  const km = (meters / 1000) * PLANNING_DETOUR_FACTOR;
  const overhead = type === 5 ? PUBLIC_TRANSPORT_OVERHEAD_MINUTES : 0;
  return Math.ceil((km / PLANNING_TRAVEL_KMH[type]!) * 60 + overhead);
}

const WEEK_MS = 7 * 86_400_000;

/** Hours of the periods that fall in the week starting at `weekStart` (parts of periods count). */
export function weekHours(periods: readonly Period[], weekStart: Date): number {
  const from = weekStart.getTime();
  const to = from + WEEK_MS;
  let ms = 0;
  for (const period of periods) {
    const start = Math.max(period.start.getTime(), from);
    const end = Math.min(period.end.getTime(), to);
    if (end > start) ms += end - start;
  }
  return ms / 3_600_000;
}

/**
 * The first visit (in time) outside the agent's declared availability, or null. An agent who
 * declared nothing is not restricted.
 */
export function firstOutsideAvailability(
  limits: Pick<AgentWorkLimits, 'disponibilites'>,
  visits: readonly Period[],
): Period | null {
  return (
    [...visits]
      .sort((a, b) => a.start.getTime() - b.start.getTime())
      .find((visit) => !isWithinDeclaredAvailability(limits.disponibilites, visit)) ?? null
  );
}

/**
 * The first visit (in time) that takes its Paris week (Monday to Sunday) over the contract's
 * weekly hours, counting the hours already planned that week and the earlier new visits, with
 * the hours that week would reach; null when all fit or no contract hours are known.
 */
export function firstOverContractHours(
  limits: Pick<AgentWorkLimits, 'nbHeuresHebdo'>,
  planned: readonly Period[],
  visits: readonly Period[],
): { visit: Period; hours: number } | null {
  if (limits.nbHeuresHebdo === null) return null;
  const taken: Period[] = [];
  for (const visit of [...visits].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    taken.push(visit);
    const week = mondayOfWeek(visit.start);
    const hours = weekHours(planned, week) + weekHours(taken, week);
    // A thousandth of an hour of tolerance: minutes summed as floats.
    if (hours > limits.nbHeuresHebdo + 1e-3) return { visit, hours };
  }
  return null;
}

/** A visit of an agent at an address (coordinates unknown: null). */
export interface PlacedVisit extends Period {
  place: Place | null;
}

/** Two visits of an agent the same day with too little time between them to travel. */
export interface TravelConflict {
  /** The new visit concerned. */
  visit: PlacedVisit;
  /** The agent's other visit just before or just after it. */
  other: PlacedVisit;
  /** Whether the other visit comes before the new one. */
  before: boolean;
  /** Minutes between the end of the first and the start of the second. */
  gapMinutes: number;
  /** Minutes the travel takes (`travelMinutes`). */
  neededMinutes: number;
}

/**
 * The day of a planned time (UTC-written wall clock), as a number of days: compared only, and
 * cheaper than an ISO string (the planning board weighs 3,000 visits at a time).
 */
const dayOf = (date: Date) => Math.floor(date.getTime() / 86_400_000);

/**
 * The first new visit (in time) whose previous or next visit of the agent the same day (its
 * other visits and the other new ones) leaves less time than the travel between the
 * two addresses; null when none, and no check for a pair where an address has no coordinates.
 * Overlapping visits are another rule's (AGENT_BUSY) and are not reported here.
 */
export function firstTravelConflict(
  others: readonly PlacedVisit[],
  visits: readonly PlacedVisit[],
  transport: number | null | undefined,
): TravelConflict | null {
  const sorted = [...visits].sort((a, b) => a.start.getTime() - b.start.getTime());
  for (const [index, visit] of sorted.entries()) {
    const day = dayOf(visit.start);
    const sameDay = [...others, ...sorted.slice(0, index), ...sorted.slice(index + 1)].filter(
      (other) => dayOf(other.start) === day,
    );
    const previous = sameDay
      .filter((other) => other.end.getTime() <= visit.start.getTime())
      .sort((a, b) => b.end.getTime() - a.end.getTime())[0];
    const next = sameDay
      .filter((other) => other.start.getTime() >= visit.end.getTime())
      .sort((a, b) => a.start.getTime() - b.start.getTime())[0];
    for (const [other, before] of [
      [previous, true],
      [next, false],
    ] as const) {
      if (!other) continue;
      const needed = travelMinutes(other.place, visit.place, transport);
      if (needed === null) continue;
      const gap = before
        ? (visit.start.getTime() - other.end.getTime()) / 60_000
        : (other.start.getTime() - visit.end.getTime()) / 60_000;
      if (gap < needed) {
        return { visit, other, before, gapMinutes: gap, neededMinutes: needed };
      }
    }
  }
  return null;
}
