import { agencyWallClock, mondayOfWeek } from '@maisonnee/domain';

/*
 * The days of the planning board. Planned times are the agency's wall clock written as UTC
 * (docs/decisions.md, « Heures prévues et instants réels »): a visit's day and hours are read in
 * UTC, so a visit at 09:00 Paris stays on its day and at 09:00 whatever the season or the
 * device's zone. Only « cette semaine » reads the real clock, on Paris time.
 */

const DAY_MS = 86_400_000;
const pad2 = (n: number) => String(n).padStart(2, '0');

/** An ISO calendar day of a UTC-written date: '2026-12-07'. */
export function isoDay(date: Date): string {
  return `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

/** The Monday ('YYYY-MM-DD') of the week the agency is living now, on the Paris clock. */
export function currentMonday(now: Date = new Date()): string {
  return isoDay(mondayOfWeek(agencyWallClock(now)));
}

/** The day ('YYYY-MM-DD') the agency is living now, on the Paris clock (« Aujourd'hui »). */
export function currentDay(now: Date = new Date()): string {
  return isoDay(agencyWallClock(now));
}

/** `monday` moved by whole weeks: addWeeks('2026-12-07', -1) → '2026-11-30'. */
export function addWeeks(monday: string, weeks: number): string {
  return isoDay(new Date(Date.parse(`${monday}T00:00:00Z`) + weeks * 7 * DAY_MS));
}

/** The seven ISO days of the week starting on `monday`. */
export function weekDays(monday: string): string[] {
  const start = Date.parse(`${monday}T00:00:00Z`);
  return Array.from({ length: 7 }, (_, i) => isoDay(new Date(start + i * DAY_MS)));
}

const DAY_SHORT = ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'];
const DAY_LONG = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const MONTH_SHORT = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
];
const MONTH_LONG = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** A column's head: '2026-12-07' → 'lun. 7 déc.'. */
export function dayHeader(day: string): string {
  const d = utc(day);
  return `${DAY_SHORT[d.getUTCDay()]} ${d.getUTCDate()} ${MONTH_SHORT[d.getUTCMonth()]}`;
}

/** A day in words: '2026-12-07' → 'lundi 7 décembre 2026'. */
export function dayLong(day: string): string {
  const d = utc(day);
  return `${DAY_LONG[d.getUTCDay()]} ${d.getUTCDate()} ${MONTH_LONG[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** A day of the week shown, in words without its year: '2026-12-07' → 'lundi 7 décembre'. */
export function dayMonth(day: string): string {
  const d = utc(day);
  return `${DAY_LONG[d.getUTCDay()]} ${d.getUTCDate()} ${MONTH_LONG[d.getUTCMonth()]}`;
}

/** The planned day ('YYYY-MM-DD') of a planned time ('2026-12-07T09:00:00Z' → '2026-12-07'). */
export function plannedDay(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : isoDay(d);
}

/** Hours as a planner reads them: 12 → '12 h', 7.5 → '7 h 30'. */
export function formatHours(hours: number): string {
  const minutes = Math.round(hours * 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${pad2(m)}`;
}
