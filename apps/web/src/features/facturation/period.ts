import { toParisIsoDate } from '@maisonnee/domain';

/**
 * Default period of the planned-billing screen: this month and the five next ones, this month
 * being the Paris month of `now` (at 00:30 in Paris on 1 December it is December already).
 */
export function defaultPeriod(now: Date): { start_date: string; end_date: string } {
  const [year, month] = toParisIsoDate(now).split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 1, 1));
  const end = new Date(Date.UTC(year, month + 5, 0));
  return { start_date: start.toISOString().slice(0, 10), end_date: end.toISOString().slice(0, 10) };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `?start=` and `?end=` of the link when both are dates, else the default period. */
export function periodFrom(
  start: string | null,
  end: string | null,
  now: Date,
): { start_date: string; end_date: string } {
  if (start && end && DATE.test(start) && DATE.test(end) && end >= start) {
    return { start_date: start, end_date: end };
  }
  return defaultPeriod(now);
}
