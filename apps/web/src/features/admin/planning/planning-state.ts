import { frenchHolidays, isoDayOfWeek } from '@maisonnee/domain';

/** The API's default horizon when the mission has no end, or a later one (docs/planning.md). */
export const DEFAULT_HORIZON_DAYS = 91;
/** Maximum horizon the API accepts, counted from the first day. */
export const MAX_HORIZON_DAYS = 365;

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` plus a number of days (calendar arithmetic in UTC). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** First day to plan: today, or the mission's start when it is later. */
export function defaultDebut(missionStart: string, today: string): string {
  return missionStart > today ? missionStart : today;
}

/** The horizon the API takes when none is given: the mission's end, or 3 months if sooner. */
export function defaultHorizon(debut: string, missionEnd: string | null): string {
  const threeMonths = addDays(debut, DEFAULT_HORIZON_DAYS);
  return missionEnd && missionEnd < threeMonths ? missionEnd : threeMonths;
}

/**
 * The metropolitan public holidays between `from` and `to` (both included) that fall on one of
 * the weekly `days` (Monday = 1 … Sunday = 7), with their French names: the occurrences the
 * planning would meet on a holiday.
 */
export function holidaysOnDays(
  days: readonly number[],
  from: string,
  to: string,
): { date: string; nom: string }[] {
  if (!from || !to || to < from || days.length === 0) return [];
  const wanted = new Set(days);
  const found: { date: string; nom: string }[] = [];
  const firstYear = Number(from.slice(0, 4));
  const lastYear = Number(to.slice(0, 4));
  for (let year = firstYear; year <= lastYear; year += 1) {
    for (const [date, nom] of Object.entries(frenchHolidays(year))) {
      if (date >= from && date <= to && wanted.has(isoDayOfWeek(date))) found.push({ date, nom });
    }
  }
  return found;
}
