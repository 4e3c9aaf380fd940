import { parseUtcDate } from './dates.ts';

/*
 * Real instants (a check-in, a check-out, a signature, a message, a creation date, a
 * notification) are read by people on the Paris clock of the agency, whatever the device's
 * time zone, and summer time included. Planned times are not instants: they are the agency's
 * wall-clock times and keep the section 9 display (`formatInterventionDate`, `formatPlannedTime`
 * in dates.ts; docs/decisions.md, « Heures prévues et instants réels »).
 */

/** The agency's time zone: every real instant is shown on this clock. */
export const AGENCY_TIME_ZONE = 'Europe/Paris';

const parts = new Intl.DateTimeFormat('fr-FR', {
  timeZone: AGENCY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const monthName = new Intl.DateTimeFormat('fr-FR', { timeZone: AGENCY_TIME_ZONE, month: 'long' });

/** An instant from the API (ISO text, a naive text read as UTC, or a Date); null when unreadable. */
function readInstant(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = parseUtcDate(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The Paris calendar day and clock time of an instant, as two-digit texts. */
function parisParts(
  date: Date,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const found = { year: '', month: '', day: '', hour: '', minute: '', second: '' };
  for (const part of parts.formatToParts(date)) {
    if (part.type in found) found[part.type as keyof typeof found] = part.value;
  }
  return found;
}

/**
 * The Paris clock time of a real instant, 'HH:mm': 2026-03-18T04:42Z → '05:42' (winter time),
 * 2026-07-01T04:42Z → '06:42' (summer time). '' when there is no readable instant.
 */
export function formatInstantTime(value: Date | string | null | undefined): string {
  const date = readInstant(value);
  if (!date) return '';
  const { hour, minute } = parisParts(date);
  return `${hour}:${minute}`;
}

/**
 * The Paris calendar day of a real instant, 'DD/MM/YYYY': 2026-03-17T23:30Z → '18/03/2026'.
 * '' when there is no readable instant.
 */
export function formatInstantDate(value: Date | string | null | undefined): string {
  const date = readInstant(value);
  if (!date) return '';
  const { day, month, year } = parisParts(date);
  return `${day}/${month}/${year}`;
}

/**
 * A real instant as people read it in France, on the Paris clock: 2026-03-18T04:42Z →
 * '18 mars 2026 à 05:42'. '' when there is no readable instant.
 */
export function formatInstantParis(value: Date | string | null | undefined): string {
  const date = readInstant(value);
  if (!date) return '';
  const { day, year, hour, minute } = parisParts(date);
  return `${Number(day)} ${monthName.format(date)} ${year} à ${hour}:${minute}`;
}

/** A check-in and its check-out on the Paris clock, '12:03 → 13:58' ('' when either is missing). */
export function formatInstantRange(
  start: Date | string | null | undefined,
  end: Date | string | null | undefined,
): string {
  const from = formatInstantTime(start);
  const to = formatInstantTime(end);
  return from && to ? `${from} → ${to}` : '';
}

/**
 * A deadline (a real instant) as every screen, mail and notification writes it, on the Paris
 * clock: a deadline at midnight Paris closes the day before, which is the last day included
 * (2026-12-05T23:00Z → 'jusqu'au 5 décembre 2026 inclus'); any other instant keeps its time
 * (2026-12-07T13:30Z → 'jusqu'au 7 décembre 2026 à 14:30'). '' when there is no readable instant.
 */
export function formatDeadline(value: Date | string | null | undefined): string {
  const date = readInstant(value);
  if (!date) return '';
  const { hour, minute, second } = parisParts(date);
  if (hour === '00' && minute === '00' && second === '00') {
    // The Paris day before midnight: one minute earlier is always on that day.
    const lastDay = new Date(date.getTime() - 60_000);
    const { day, year } = parisParts(lastDay);
    return `jusqu'au ${Number(day)} ${monthName.format(lastDay)} ${year} inclus`;
  }
  const { day, year } = parisParts(date);
  return `jusqu'au ${Number(day)} ${monthName.format(date)} ${year} à ${hour}:${minute}`;
}

/**
 * The Paris calendar day of a real instant, 'YYYY-MM-DD': what "today" means for the agency's
 * planned days (2026-03-17T23:30Z is already '2026-03-18' in Paris). '' when unreadable.
 */
export function toParisIsoDate(value: Date | string | null | undefined): string {
  const date = readInstant(value);
  if (!date) return '';
  const { day, month, year } = parisParts(date);
  return `${year}-${month}-${day}`;
}

/**
 * The agency's wall clock at a real instant, written the way planned times are stored (the
 * Paris clock time as if it were UTC): 2026-03-02T07:35Z → 2026-03-02T08:35Z (winter time).
 * Planned times are agency wall-clock times, so a real instant is compared with them this way.
 */
export function agencyWallClock(instant: Date): Date {
  const { year, month, day, hour, minute, second } = parisParts(instant);
  return new Date(
    Date.UTC(
      Number(year),
      Number(month) - 1,
      Number(day),
      Number(hour),
      Number(minute),
      Number(second),
      instant.getUTCMilliseconds(),
    ),
  );
}

/**
 * The real instant of an agency wall-clock time written as UTC, the inverse of agencyWallClock:
 * 2026-03-02T08:35Z (08:35 in Paris, winter time) → 2026-03-02T07:35Z. The Paris offset is found
 * in two passes, since it may change between the first guess and the answer (summer time).
 */
export function wallClockInstant(wall: Date): Date {
  const written = wall.getTime();
  let instant = written - (agencyWallClock(wall).getTime() - written);
  instant = written - (agencyWallClock(new Date(instant)).getTime() - instant);
  return new Date(instant);
}
