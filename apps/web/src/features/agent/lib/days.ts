import { isoDayOfWeek } from '@maisonnee/domain';

/** The calendar day `days` after (or before) an ISO day: '2026-03-31' + 1 → '2026-04-01'. */
export function addIsoDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + days)).toISOString().slice(0, 10);
}

/** The Monday of an ISO day's week (weeks start on Monday in France). */
export function mondayOf(day: string): string {
  return addIsoDays(day, 1 - isoDayOfWeek(day));
}

const longDay = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** An ISO day as people read it: '2026-03-18' → 'mercredi 18 mars'. */
export function formatLongDay(day: string): string {
  return longDay.format(new Date(`${day}T00:00:00Z`));
}

/** Whether a text is an ISO day ('2026-03-18'). */
export function isIsoDay(value: string | null): value is string {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
}
