import { toParisIsoDate, wallClockInstant } from './instants.ts';

/*
 * Named periods of the back office's lists ("aujourd'hui", "cette semaine", "le mois dernier")
 * are days, weeks and months of the Paris calendar: at 00:30 in Paris on the 1st of December,
 * "ce mois-ci" is December even though it is still November in UTC. Their bounds are real
 * instants, to be compared with real instants (an invoice's issue or creation date).
 */

/** The named periods of a list filter, as the API receives them. */
export const LIST_PERIODS = ['today', 'week', 'last-week', 'month', 'last-month'] as const;
export type ListPeriod = (typeof LIST_PERIODS)[number];

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a calendar day counted in UTC (no time zone involved). */
const isoOf = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/**
 * The real instant at which a Paris calendar day begins: '2026-12-01' → 2026-11-30T23:00Z
 * (winter time), '2026-07-01' → 2026-06-30T22:00Z (summer time). Paris changes its clocks at
 * 02:00 or 03:00, never at midnight, so every Paris day has exactly one midnight.
 */
export function parisDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return wallClockInstant(new Date(Date.UTC(year, month - 1, date)));
}

/**
 * The bounds [from, to) of a named period on the Paris calendar, around the instant `at`, as
 * real instants. Weeks run from Monday to Sunday; "last-week" and "last-month" are the ones
 * before the current week and month. 2026-11-30T23:30Z (00:30 on 1 December in Paris), 'month'
 * → from 2026-11-30T23:00Z to 2026-12-31T23:00Z.
 */
export function parisPeriodBounds(period: ListPeriod, at: Date): { from: Date; to: Date } {
  const today = Date.parse(`${toParisIsoDate(at)}T00:00:00Z`);
  const day = new Date(today);
  const weekday = (day.getUTCDay() + 6) % 7; // Monday = 0
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth();
  const bounds = (from: number, to: number) => ({
    from: parisDayStart(isoOf(from)),
    to: parisDayStart(isoOf(to)),
  });
  switch (period) {
    case 'today':
      return bounds(today, today + DAY_MS);
    case 'week':
      return bounds(today - weekday * DAY_MS, today + (7 - weekday) * DAY_MS);
    case 'last-week':
      return bounds(today - (weekday + 7) * DAY_MS, today - weekday * DAY_MS);
    case 'month':
      return bounds(Date.UTC(year, month, 1), Date.UTC(year, month + 1, 1));
    case 'last-month':
      return bounds(Date.UTC(year, month - 1, 1), Date.UTC(year, month, 1));
  }
}
