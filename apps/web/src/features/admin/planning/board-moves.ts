import { isoDay } from './board-week.ts';

/*
 * Where a drop or the move dialog sends an intervention of the planning board, as the move call
 * takes it: a day and wall-clock times on the half-hour grid (planned times are the agency's
 * wall clock written as UTC, read with UTC getters: board-week.ts).
 */

const DAY_MS = 86_400_000;
const SLOT_MINUTES = 30;

/** The half-hour of the grid: the step of a drag on the day view. */
export const DAY_SLOT_MINUTES = SLOT_MINUTES;
/** Width of an hour on the day view's scale. */
export const DAY_HOUR_PX = 64;
const pad2 = (n: number) => String(n).padStart(2, '0');

/** A planned time's minutes since its day's midnight: '2026-12-08T09:30:00Z' → 570. */
export function plannedMinutes(value: string): number {
  const d = new Date(value);
  return d.getUTCHours() * 60 + d.getUTCMinutes();
}

/** Minutes since midnight as the move call writes them: 570 → '09:30', 1440 → '24:00'. */
export function clockOf(minutes: number): string {
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** 'HH:MM' → minutes since midnight. */
export function minutesOf(clock: string): number {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** `day` moved by whole days: addDays('2026-12-07', 1) → '2026-12-08'. */
export function addDays(day: string, days: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** The Monday of the week holding `day` ('YYYY-MM-DD'). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The times of the half-hour grid, '00:00' to '24:00' (the end of the day). */
export const HALF_HOURS: readonly string[] = Array.from({ length: 49 }, (_, i) =>
  clockOf(i * SLOT_MINUTES),
);

/** The end of a visit starting at `start` (minutes) lasting `length`: '24:00' at midnight. */
function endClock(start: number, length: number): string {
  const end = start + length;
  // A visit over midnight cannot be written as one day's times: the call refuses it, said.
  return clockOf(end <= 24 * 60 ? end : end - 24 * 60);
}

/** What a move asks: the agent (null: none, back to « À pourvoir »), the day and the times. */
export interface MoveTarget {
  candidat_id: number | null;
  date: string;
  time_debut: string;
  time_fin: string;
}

/** A visit's length in minutes (a visit over midnight counts to its end). */
export function durationMinutes(item: { date_debut: string; date_fin: string }): number {
  return Math.round((Date.parse(item.date_fin) - Date.parse(item.date_debut)) / 60_000);
}

/** The same hours on `date` with `candidatId`: a drop on a week cell, « Retirer l'agent ». */
export function keepHours(
  item: { date_debut: string; date_fin: string },
  candidatId: number | null,
  date: string,
): MoveTarget {
  const start = plannedMinutes(item.date_debut);
  return {
    candidat_id: candidatId,
    date,
    time_debut: clockOf(start),
    time_fin: endClock(start, durationMinutes(item)),
  };
}

/**
 * A drop on the day view: the start moved by `deltaMinutes`, snapped to the half-hour and kept
 * within the day (the length unchanged), with `candidatId`.
 */
export function shiftHours(
  item: { date_debut: string; date_fin: string },
  candidatId: number | null,
  date: string,
  deltaMinutes: number,
): MoveTarget {
  const length = durationMinutes(item);
  const moved = plannedMinutes(item.date_debut) + deltaMinutes;
  const snapped = Math.round(moved / SLOT_MINUTES) * SLOT_MINUTES;
  const start = Math.min(Math.max(snapped, 0), Math.max(24 * 60 - length, 0));
  return {
    candidat_id: candidatId,
    date,
    time_debut: clockOf(start),
    time_fin: endClock(start, length),
  };
}

/** True when the target is where the intervention already is (nothing to send). */
export function isSamePlace(
  item: { date_debut: string; date_fin: string },
  agentId: number | null,
  target: MoveTarget,
): boolean {
  const here = keepHours(item, agentId, isoDay(new Date(item.date_debut)));
  return (
    here.candidat_id === target.candidat_id &&
    here.date === target.date &&
    here.time_debut === target.time_debut &&
    here.time_fin === target.time_fin
  );
}

/** Default hours of the day view's scale: 06:00 to 22:00. */
export const DAY_SCALE = { from: 6, to: 22 } as const;

/**
 * The hours the day view shows for `day`: 06:00 to 22:00, stretched to the whole hours of any
 * visit of that day that starts earlier or ends later (a visit past midnight stops the scale at
 * 24:00).
 */
export function dayScale(
  items: readonly { date_debut: string; date_fin: string }[],
  day: string,
): { from: number; to: number } {
  let { from, to }: { from: number; to: number } = DAY_SCALE;
  const dayStart = Date.parse(`${day}T00:00:00Z`);
  for (const item of items) {
    const start = (Date.parse(item.date_debut) - dayStart) / 60_000;
    const end = (Date.parse(item.date_fin) - dayStart) / 60_000;
    if (start < 0 || start >= 24 * 60) continue;
    from = Math.min(from, Math.floor(start / 60));
    to = Math.max(to, Math.min(24, Math.ceil(end / 60)));
  }
  return { from, to };
}

/**
 * The line of each visit on an agent's row of the day view: overlapping visits (a conflict the
 * board shows) take the next free line instead of hiding each other. Items sorted by start.
 */
export function lanesOf(items: readonly { id: number; date_debut: string; date_fin: string }[]): {
  lane: Map<number, number>;
  count: number;
} {
  const ends: number[] = [];
  const lane = new Map<number, number>();
  for (const item of [...items].sort((a, b) => a.date_debut.localeCompare(b.date_debut))) {
    const start = Date.parse(item.date_debut);
    let index = ends.findIndex((end) => end <= start);
    if (index === -1) index = ends.length;
    ends[index] = Date.parse(item.date_fin);
    lane.set(item.id, index);
  }
  return { lane, count: Math.max(ends.length, 1) };
}
