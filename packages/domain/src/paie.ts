import { isoDayOfWeek } from './dates.ts';
import { distanceMeters } from './geo.ts';
import { isFrenchHoliday } from './holidays.ts';
import { PLANNING_DETOUR_FACTOR, travelMinutes, type Place } from './planning-rules.ts';

/*
 * The payroll variables of an agent's month (issue 28 point 4, docs/exports.md): the hours worked
 * split the way a payslip pays them, and the travel between the visits of a day, estimated as the
 * planning board does (`travelMinutes` of planning-rules.ts, the same detour and speeds).
 * Times are agency (Paris) wall-clock times written as UTC, as planned times are stored: days,
 * Sundays, holidays and night hours are therefore read with the UTC getters, whatever the TZ.
 */

/**
 * Night hours, paid with a premium in home services (collective agreement of the personal
 * services companies, « travail de nuit »): from 21:00 to 06:00 on the Paris clock.
 */
export const NUIT_DEBUT_HEURE = 21;
export const NUIT_FIN_HEURE = 6;

/**
 * Minutes worked in one visit. `semaine` + `dimanche` + `ferie` = `total` (a public holiday that
 * falls on a Sunday counts as a holiday); `nuit` is the part of the total between 21:00 and
 * 06:00, whatever the day (« dont nuit »).
 */
export interface MinutesTravaillees {
  total: number;
  semaine: number;
  dimanche: number;
  ferie: number;
  nuit: number;
}

export const ZERO_MINUTES: Readonly<MinutesTravaillees> = Object.freeze({
  total: 0,
  semaine: 0,
  dimanche: 0,
  ferie: 0,
  nuit: 0,
});

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** The next instant after `at` where the kind of hour may change: 06:00, 21:00 or midnight. */
function nextBoundary(at: number): number {
  const day = Math.floor(at / (24 * HOUR_MS)) * 24 * HOUR_MS;
  for (const hour of [NUIT_FIN_HEURE, NUIT_DEBUT_HEURE, 24]) {
    if (day + hour * HOUR_MS > at) return day + hour * HOUR_MS;
  }
  return day + 24 * HOUR_MS;
}

/**
 * Splits a visit worked from `start` to `end` (wall-clock times written as UTC) into weekday,
 * Sunday, public-holiday and night minutes, cut at each midnight, 06:00 and 21:00. Seconds are
 * dropped from the total (whole minutes), so the parts always add up.
 */
export function splitWorkedMinutes(start: Date, end: Date): MinutesTravaillees {
  const out = { ...ZERO_MINUTES };
  let at = start.getTime();
  const stop = end.getTime();
  while (at < stop) {
    const next = Math.min(stop, nextBoundary(at));
    const minutes = Math.round((next - at) / MINUTE_MS);
    const day = new Date(at);
    const hour = day.getUTCHours();
    if (isFrenchHoliday(day)) out.ferie += minutes;
    else if (isoDayOfWeek(day) === 7) out.dimanche += minutes;
    else out.semaine += minutes;
    if (hour >= NUIT_DEBUT_HEURE || hour < NUIT_FIN_HEURE) out.nuit += minutes;
    out.total += minutes;
    at = next;
  }
  return out;
}

/** Adds visits' minutes together. */
export function addMinutes(a: MinutesTravaillees, b: MinutesTravaillees): MinutesTravaillees {
  return {
    total: a.total + b.total,
    semaine: a.semaine + b.semaine,
    dimanche: a.dimanche + b.dimanche,
    ferie: a.ferie + b.ferie,
    nuit: a.nuit + b.nuit,
  };
}

/** The travel of a day between its consecutive visits. */
export interface TrajetsJour {
  minutes: number;
  /** Metres along the streets (great-circle × PLANNING_DETOUR_FACTOR), summed before rounding. */
  metres: number;
  /** Legs not estimated: either home has no position. */
  non_estimes: number;
}

/**
 * Travel time and distance between the consecutive visits of one agent's day (visits in their
 * order), estimated as the planning board does for the agent's way of travelling. The trip from
 * and back to the agent's home is not counted (it is commuting, not work time).
 */
export function dayTravel(
  places: readonly (Place | null | undefined)[],
  transport: number | null | undefined,
): TrajetsJour {
  const out: TrajetsJour = { minutes: 0, metres: 0, non_estimes: 0 };
  for (let i = 1; i < places.length; i += 1) {
    const from = places[i - 1];
    const to = places[i];
    const minutes = travelMinutes(from, to, transport);
    if (minutes === null || from?.lat == null || to?.lat == null) {
      out.non_estimes += 1;
      continue;
    }
    out.minutes += minutes;
    out.metres += Math.round(
      distanceMeters({ lat: from.lat, lng: from.lng! }, { lat: to.lat, lng: to.lng! }) *
        PLANNING_DETOUR_FACTOR,
    );
  }
  return out;
}
