import { isFrenchHoliday } from './holidays.ts';
import { isoDayOfWeek } from './dates.ts';
import { isSkillId } from './skills.ts';
import { DEFAULT_PRICE_GRID, type PriceGrid } from './agency-settings.ts';

/** What decides the hourly price of a service. */
export interface HourlyPriceInput {
  skillId: number;
  /** true for a recurring need, false for a one-off (ponctuel) need */
  recurring: boolean;
  /** true on Saturday, Sunday and public holidays */
  weekend: boolean;
}

/**
 * Hourly price in euros TTC in `grid` (the agency's grid in force, `priceGridOn`; the
 * specification's by default: recurring 24 (weekday) / 30 (weekend), one-off 30 / 38, recurring
 * housekeeper (skill 5) 30 / 50, one-off housekeeper 38 / 70). Public holidays are priced as
 * weekend: pass `weekend: true` for them (see `isWeekendPricedDay`).
 * @throws RangeError when the skill id is not one of the five services.
 */
export function hourlyPriceTTC(
  { skillId, recurring, weekend }: HourlyPriceInput,
  grid: PriceGrid = DEFAULT_PRICE_GRID,
): number {
  if (!isSkillId(skillId)) {
    throw new RangeError(`Prestation inconnue : ${String(skillId)}`);
  }
  const rates = recurring ? grid[skillId].recurrent : grid[skillId].ponctuel;
  return weekend ? rates.weekend : rates.semaine;
}

/**
 * A day is priced at the weekend rate when it is a Saturday, a Sunday or a metropolitan
 * French public holiday (read in UTC).
 */
export function isWeekendPricedDay(date: Date | string): boolean {
  return isoDayOfWeek(date) >= 6 || isFrenchHoliday(date);
}
