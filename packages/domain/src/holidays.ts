import { parseUtcDate, toIsoDateString } from './dates.ts';

const pad2 = (n: number): string => String(n).padStart(2, '0');
const isoDay = (year: number, month: number, day: number): string =>
  `${year}-${pad2(month)}-${pad2(day)}`;

function assertYear(year: number): void {
  // The Gregorian computus holds from 1583; keys are written with four digits.
  if (!Number.isInteger(year) || year < 1583 || year > 9999) {
    throw new RangeError(`Année invalide : ${String(year)}`);
  }
}

/**
 * Easter Sunday of a Gregorian year (anonymous Gregorian algorithm, also called
 * Meeus/Jones/Butcher), as a UTC midnight Date.
 * @throws RangeError for a year outside 1583–9999.
 */
export function easterSunday(year: number): Date {
  assertYear(year);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

function daysAfter(date: Date, days: number): string {
  return toIsoDateString(new Date(date.getTime() + days * 86_400_000));
}

/**
 * The eleven metropolitan French public holidays of a year, keyed 'YYYY-MM-DD' in date order,
 * named as the government calendar (calendrier.api.gouv.fr/jours-feries/metropole) names them.
 * Easter-based days: Lundi de Pâques = Easter + 1, Ascension = Easter + 39,
 * Lundi de Pentecôte = Easter + 50. The current list is applied to every year (past changes
 * such as 8 mai before 1982 are not modelled). When Ascension falls on 1er mai or 8 mai the
 * day appears once, under the fixed holiday's name.
 * @throws RangeError for a year outside 1583–9999.
 */
export function frenchHolidays(year: number): Record<string, string> {
  const easter = easterSunday(year);
  const entries: [string, string][] = [
    [isoDay(year, 1, 1), '1er janvier'],
    [daysAfter(easter, 1), 'Lundi de Pâques'],
    [isoDay(year, 5, 1), '1er mai'],
    [isoDay(year, 5, 8), '8 mai'],
    [daysAfter(easter, 39), 'Ascension'],
    [daysAfter(easter, 50), 'Lundi de Pentecôte'],
    [isoDay(year, 7, 14), '14 juillet'],
    [isoDay(year, 8, 15), 'Assomption'],
    [isoDay(year, 11, 1), 'Toussaint'],
    [isoDay(year, 11, 11), '11 novembre'],
    [isoDay(year, 12, 25), 'Jour de Noël'],
  ];
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const holidays: Record<string, string> = {};
  for (const [day, name] of entries) {
    holidays[day] ??= name;
  }
  return holidays;
}

const cache = new Map<number, Record<string, string>>();

/**
 * A day is a public holiday when it is one of the metropolitan French public holidays.
 * A Date is read in UTC; a string is 'YYYY-MM-DD' or an ISO date-time (taken in UTC).
 * An invalid date is not a holiday (false, never an error).
 */
export function isFrenchHoliday(date: Date | string): boolean {
  const parsed = parseUtcDate(date);
  if (Number.isNaN(parsed.getTime())) return false;
  const year = parsed.getUTCFullYear();
  if (year < 1583 || year > 9999) return false;
  let holidays = cache.get(year);
  if (!holidays) {
    holidays = frenchHolidays(year);
    cache.set(year, holidays);
  }
  return Object.hasOwn(holidays, toIsoDateString(parsed));
}
