import { isFrenchHoliday } from './holidays.ts';
import { isoDayOfWeek } from './dates.ts';
import { HOUSEKEEPER_SKILL_ID, isSkillId } from './skills.ts';

/** What decides the hourly price of a service. */
export interface HourlyPriceInput {
  skillId: number;
  /** true for a recurring need, false for a one-off (ponctuel) need */
  recurring: boolean;
  /** true on Saturday, Sunday and public holidays */
  weekend: boolean;
}

/** Hourly prices in euros TTC: [weekday, weekend]. */
const PRICE_GRID = {
  recurring: [24, 30],
  oneOff: [30, 38],
  recurringHousekeeper: [30, 50],
  oneOffHousekeeper: [38, 70],
} as const satisfies Record<string, readonly [number, number]>;

/**
 * Hourly price in euros TTC: recurring 24 (weekday) / 30 (weekend), one-off 30 / 38,
 * recurring housekeeper (skill 5) 30 / 50, one-off housekeeper 38 / 70. Public holidays are
 * priced as weekend: pass `weekend: true` for them (see `isWeekendPricedDay`).
 * @throws RangeError when the skill id is not one of the five services.
 */
export function hourlyPriceTTC({ skillId, recurring, weekend }: HourlyPriceInput): number {
  if (!isSkillId(skillId)) {
    throw new RangeError(`Prestation inconnue : ${String(skillId)}`);
  }
  const housekeeper = skillId === HOUSEKEEPER_SKILL_ID;
  const grid = housekeeper
    ? recurring
      ? PRICE_GRID.recurringHousekeeper
      : PRICE_GRID.oneOffHousekeeper
    : recurring
      ? PRICE_GRID.recurring
      : PRICE_GRID.oneOff;
  return weekend ? grid[1] : grid[0];
}

/**
 * A day is priced at the weekend rate when it is a Saturday, a Sunday or a metropolitan
 * French public holiday (read in UTC).
 */
export function isWeekendPricedDay(date: Date | string): boolean {
  return isoDayOfWeek(date) >= 6 || isFrenchHoliday(date);
}
