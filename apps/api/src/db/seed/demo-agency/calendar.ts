import { agencyWallClock, wallClockInstant } from '@maisonnee/domain';

/*
 * Calendar helpers of the demo agency. Planned times are agency wall-clock times written as UTC
 * (packages/domain/src/instants.ts); check-ins, issue and payment dates are real instants.
 */

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
export const addMinutes = (date: Date, minutes: number) =>
  new Date(date.getTime() + minutes * MINUTE_MS);

/** `day` (midnight, wall clock) at 'HH:MM'. */
export function atTime(day: Date, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return addMinutes(day, hours * 60 + minutes);
}

/** Monday = 1 … Sunday = 7. */
export const isoWeekday = (date: Date) => ((date.getUTCDay() + 6) % 7) + 1;

/** First day of the month `offset` months from the month of `date` (wall clock). */
export function firstDayOfMonth(date: Date, offset: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
}

/** 'YYYY-MM' of a wall-clock day. */
export const periodeOf = (day: Date) => day.toISOString().slice(0, 7);

/** The real instant of a Paris wall-clock day at 'HH:MM'. */
export const parisAt = (day: Date, time: string) => wallClockInstant(atTime(day, time));

/** The agency's today (midnight of the Paris day of `now`, wall clock). */
export const agencyToday = (now: Date) => startOfUtcDay(agencyWallClock(now));

/** The earlier of two instants. */
export const earliest = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

/**
 * A deterministic number in [0, 1) from a key (FNV-1a): the same demo on every machine, without
 * a shared generator whose draws would shift when a list changes.
 */
export function hashUnit(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x1_0000_0000;
}

/** A whole number in [min, max] drawn from a key. */
export const hashInt = (key: string, min: number, max: number) =>
  min + Math.floor(hashUnit(key) * (max - min + 1));
