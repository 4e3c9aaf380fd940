import { MONTH_NAMES, parseUtcDate, toIsoDateString, toParisIsoDate } from '@maisonnee/domain';

/*
 * Times of the family's home. A visit's start and end are planned times (the agency's wall clock
 * written as UTC): read as written, whatever the device's zone. Today and tomorrow are the Paris
 * calendar's.
 */

const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'HH:mm' as French people read a time: '10:05' → '10 h 05', '09:00' → '9 h 00'. */
export function frenchTime(hhmm: string): string {
  const [h, m] = hhmm.split(':');
  return `${Number(h)} h ${m}`;
}

/** The time of a planned time, '16 h 30'. */
export function plannedTime(value: string): string {
  const d = parseUtcDate(value);
  return frenchTime(
    `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`,
  );
}

/**
 * The day of a planned time: 'Lundi 2 mars', or 'Aujourd’hui' / 'Demain' on the Paris calendar
 * of `now` (the weekday and date follow).
 */
export function plannedDay(
  value: string,
  now: Date,
  words: { today: string; tomorrow: string },
): string {
  const d = parseUtcDate(value);
  const day = toIsoDateString(d);
  const full = `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTH_NAMES[d.getUTCMonth()]}`;
  const today = toParisIsoDate(now);
  const tomorrow = toIsoDateString(new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000));
  if (day === today) return `${words.today}, ${full}`;
  if (day === tomorrow) return `${words.tomorrow}, ${full}`;
  return capitalize(full);
}

/** An average rating with a French decimal comma: 4.5 → '4,5'. */
export const frenchDecimal = (value: number) => String(value).replace('.', ',');
