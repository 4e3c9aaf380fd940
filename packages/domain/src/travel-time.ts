import { formatPlannedTime } from './dates.ts';
import { distanceMeters, type LatLng } from './geo.ts';
import { agencyWallClock, formatInstantTime } from './instants.ts';
import { checkPointageDebut } from './interventions.ts';
import { ALLOWED as OK, refuse, type RuleResult } from './refusals.ts';
import type { InterventionStatut } from './statuts.ts';

/*
 * The « En route » of an agent (issue 25, point 4): when the agent gives no delay, the arrival is
 * estimated from the distance between the agent's home and the client's and the way the agent
 * travels. A rough figure the family reads as « arrivée vers 9 h 40 », never a promise.
 */

/** The shortest and longest delays an agent may announce, in minutes. */
export const EN_ROUTE_MINUTES_MIN = 1;
export const EN_ROUTE_MINUTES_MAX = 180;
/** « En route » opens this many minutes before the planned start (until the check-in). */
export const EN_ROUTE_OPENS_MINUTES = 180;
/** The estimate when a position is missing: half an hour. */
export const DEFAULT_TRAVEL_MINUTES = 30;

/**
 * Average door-to-door speeds (km/h) and fixed time (minutes: waiting, parking) of each way of
 * travelling (`transport_type_id`: 1 vélo, 2 à pied, 3 voiture, 5 transports en commun).
 */
const TRAVEL_PROFILES: Readonly<Record<number, { kmh: number; fixedMinutes: number }>> = {
  1: { kmh: 14, fixedMinutes: 2 },
  2: { kmh: 4.5, fixedMinutes: 0 },
  3: { kmh: 25, fixedMinutes: 5 },
  5: { kmh: 16, fixedMinutes: 8 },
};
/** Streets are not straight: the way is about 1.3 times the straight line. */
const DETOUR_FACTOR = 1.3;

/**
 * Minutes to travel from the agent's home to the client's: straight-line distance × 1.3 at the
 * average speed of the agent's way of travelling (public transport when unknown), plus its fixed
 * time, rounded up to 5 minutes, between 5 and 180. Half an hour when either position is missing.
 */
export function estimateTravelMinutes(
  from: Partial<LatLng> | null | undefined,
  to: Partial<LatLng> | null | undefined,
  transportTypeId: number | null | undefined,
): number {
  if (from?.lat == null || from.lng == null || to?.lat == null || to.lng == null) {
    return DEFAULT_TRAVEL_MINUTES;
  }
  const profile = TRAVEL_PROFILES[transportTypeId ?? 5] ?? TRAVEL_PROFILES[5]!;
  const km =
    (distanceMeters({ lat: from.lat, lng: from.lng }, { lat: to.lat, lng: to.lng }) / 1000) *
    DETOUR_FACTOR;
  const minutes = (km / profile.kmh) * 60 + profile.fixedMinutes;
  const rounded = Math.ceil(minutes / 5) * 5;
  return Math.min(EN_ROUTE_MINUTES_MAX, Math.max(5, rounded));
}

/** The Paris clock time of an instant as the family reads it: 08:40Z in winter → '9 h 40'. */
export function formatArrivalTime(instant: Date): string {
  const [hour, minute] = formatInstantTime(instant).split(':');
  return `${Number(hour)} h ${minute}`;
}

/**
 * The window of the family's access instructions and door code: from one hour before the planned
 * start to its end (planned times are agency wall-clock times; `now` is a real instant).
 */
export const ACCES_OPENS_MINUTES = 60;

/** Whether the access instructions show now, and from when they show (a wall-clock time). */
export function accesWindow(
  intervention: { date_debut: Date; date_fin: Date },
  now: Date,
): { open: boolean; opensAt: Date } {
  const wall = agencyWallClock(now).getTime();
  const opensAt = new Date(intervention.date_debut.getTime() - ACCES_OPENS_MINUTES * 60_000);
  return { open: wall >= opensAt.getTime() && wall <= intervention.date_fin.getTime(), opensAt };
}

/**
 * Whether the agent may say « En route » now: a planned visit (not started, finished or
 * cancelled), from 3 hours before its start until its planned end (the check-in then closes it).
 */
export function checkEnRoute(
  intervention: { statut: InterventionStatut; date_debut: Date; date_fin: Date },
  now: Date,
): RuleResult {
  const byStatut = checkPointageDebut(intervention.statut);
  if (!byStatut.ok) return byStatut;
  const wall = agencyWallClock(now).getTime();
  const opens = intervention.date_debut.getTime() - EN_ROUTE_OPENS_MINUTES * 60_000;
  if (wall < opens) {
    return refuse(
      'EN_ROUTE_OUTSIDE_WINDOW',
      `Vous pourrez indiquer que vous êtes en route à partir de ${formatPlannedTime(new Date(opens))}, trois heures avant le début.`,
    );
  }
  if (wall > intervention.date_fin.getTime()) {
    return refuse(
      'EN_ROUTE_OUTSIDE_WINDOW',
      'Cette intervention est passée : vous ne pouvez plus indiquer que vous êtes en route.',
    );
  }
  return OK;
}
