/** Day of the week, ISO numbering: Monday = 1 … Sunday = 7. */
export type IsoDay = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** French short day names shown in the app, Monday = 1 … Sunday = 7. */
export const DAY_SHORT_NAMES: Readonly<Record<IsoDay, string>> = Object.freeze({
  1: 'Lun.',
  2: 'Mar.',
  3: 'Mer.',
  4: 'Jeu.',
  5: 'Ven.',
  6: 'Sam.',
  7: 'Dim.',
});

/** A day number is valid only from 1 (Monday) to 7 (Sunday). */
export function isIsoDay(value: unknown): value is IsoDay {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 7;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const NAIVE_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;
const OFFSET_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** JavaScript rolls 2025-02-30 over to March 2nd; a calendar day must exist as written. */
function isExistingDay(text: string): boolean {
  const [y, m, d] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/**
 * Dates from the API are instants in UTC: 'YYYY-MM-DD' is midnight UTC and a date-time
 * without an offset ('2025-02-03 08:00:00' or '2025-02-03T08:00') is read as UTC, never in the
 * device's time zone; an ISO 8601 text with an offset keeps its offset. Returns an invalid Date
 * when the text is not such a date.
 */
export function parseUtcDate(value: Date | string): Date {
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value !== 'string') return new Date(Number.NaN);
  const text = value.trim();
  let iso: string | null = null;
  if (DATE_ONLY.test(text)) iso = `${text}T00:00:00Z`;
  else if (NAIVE_DATE_TIME.test(text)) iso = `${text.replace(' ', 'T')}Z`;
  // Other formats are refused: engines parse them differently (and in local time).
  else if (OFFSET_DATE_TIME.test(text)) iso = text;
  if (iso === null || !isExistingDay(text)) return new Date(Number.NaN);
  return new Date(iso);
}

function validDate(value: Date | string): Date {
  const date = parseUtcDate(value);
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`Date invalide : ${String(value)}`);
  }
  return date;
}

/**
 * Day of the week of a date read in UTC, Monday = 1 … Sunday = 7.
 * @throws RangeError when the date is invalid.
 */
export function isoDayOfWeek(date: Date | string): IsoDay {
  const day = validDate(date).getUTCDay();
  return (day === 0 ? 7 : day) as IsoDay;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Calendar day of a date read in UTC, as 'YYYY-MM-DD'. Throws RangeError when invalid. */
export function toIsoDateString(date: Date | string): string {
  const d = validDate(date);
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** Time of day of a date read in UTC, as 'HH:mm'. Throws RangeError when invalid. */
export function formatUtcTime(date: Date | string): string {
  const d = validDate(date);
  return `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
}

/*
 * Planned times and real instants (docs/decisions.md, « Heures prévues et instants réels »).
 * A planned time (an intervention's `date_debut`/`date_fin`, a timesheet line's `debut_prevu`/
 * `fin_prevue`, an extension's `nouvelle_date_fin`) is the agency's wall clock written as if it
 * were UTC: 12:00 planned is stored 12:00Z, in October as in March. It is shown with the
 * `formatPlanned*` functions below, which read it as written. A real instant (a check-in, a
 * check-out, a creation date, a deadline) is shown on the Paris clock with the `formatInstant*`
 * functions of instants.ts. Mixing them shifts a time by one or two hours.
 */

/**
 * A planned time as people read it, 'HH:mm', read as written: '2026-10-14T12:00:00Z' → '12:00'
 * whatever the season and the device's zone. '' when there is no readable time.
 */
export function formatPlannedTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = parseUtcDate(value);
  return Number.isNaN(d.getTime()) ? '' : formatUtcTime(d);
}

/**
 * The planned day of a planned time or a calendar day, 'DD/MM/YYYY', read as written:
 * '2026-10-14T23:30:00Z' → '14/10/2026'. '' when there is no readable date.
 */
export function formatPlannedDate(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = parseUtcDate(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/**
 * A planned period (an absence: wall-clock start and end, stored as UTC) in French, as the
 * cockpit and the notifications write it:
 * - one day: 'le 08/12/2026 de 08:00 à 23:30' (an end at midnight is '24:00' of that day);
 *   a whole day: 'le 08/12/2026, toute la journée';
 * - several days: 'du 08/12/2026 à 08:00 au 10/12/2026 à 18:00', whole days 'du 08/12/2026 au
 *   10/12/2026';
 * - no end: 'à partir du 08/12/2026 à 08:00'.
 * '' when the start is unreadable.
 */
export function formatPlannedPeriod(
  start: Date | string,
  end: Date | string | null | undefined,
): string {
  const from = parseUtcDate(start);
  if (Number.isNaN(from.getTime())) return '';
  const to = end === null || end === undefined ? null : parseUtcDate(end);
  if (!to || Number.isNaN(to.getTime()) || to.getTime() <= from.getTime())
    return `à partir du ${formatPlannedDate(from)} à ${formatUtcTime(from)}`;
  // An end at midnight closes the day before, at 24:00.
  const endsAtMidnight = to.getUTCHours() === 0 && to.getUTCMinutes() === 0;
  const lastDay = endsAtMidnight ? new Date(to.getTime() - 60_000) : to;
  const endTime = endsAtMidnight ? '24:00' : formatUtcTime(to);
  const startTime = formatUtcTime(from);
  const firstDate = formatPlannedDate(from);
  const lastDate = formatPlannedDate(lastDay);
  const wholeDays = startTime === '00:00' && endTime === '24:00';
  if (firstDate === lastDate)
    return wholeDays
      ? `le ${firstDate}, toute la journée`
      : `le ${firstDate} de ${startTime} à ${endTime}`;
  return wholeDays
    ? `du ${firstDate} au ${lastDate}`
    : `du ${firstDate} à ${startTime} au ${lastDate} à ${endTime}`;
}

/** A planned slot's times, '12:00 → 14:00' ('' when either end is unreadable). */
export function formatPlannedRange(
  start: Date | string | null | undefined,
  end: Date | string | null | undefined,
): string {
  const from = formatPlannedTime(start);
  const to = formatPlannedTime(end);
  return from && to ? `${from} → ${to}` : '';
}

/**
 * An intervention is displayed as day abbreviation, DD/MM/YYYY HH:mm, then the end time HH:mm,
 * all in UTC: 'Lun. 03/02/2025 08:00 - 10:00'.
 * @throws RangeError when either date is invalid.
 */
export function formatInterventionDate(start: Date | string, end: Date | string): string {
  const s = validDate(start);
  const day = DAY_SHORT_NAMES[isoDayOfWeek(s)];
  const date = `${pad2(s.getUTCDate())}/${pad2(s.getUTCMonth() + 1)}/${s.getUTCFullYear()}`;
  return `${day} ${date} ${formatUtcTime(s)} - ${formatUtcTime(end)}`;
}
