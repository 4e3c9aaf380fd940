import { agencyWallClock, wallClockInstant } from '@maisonnee/domain';

/*
 * The interview is a real instant typed on the agency's clock: a `datetime-local` field reads and
 * writes Paris wall-clock time, whatever the device's time zone.
 */

/** An instant as the value of a `datetime-local` field on the Paris clock ('' when none). */
export function toParisInput(instant: string | null | undefined): string {
  if (!instant) return '';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return agencyWallClock(date).toISOString().slice(0, 16);
}

/** A `datetime-local` value read on the Paris clock → ISO instant (null when unreadable). */
export function fromParisInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const wall = new Date(`${value}:00.000Z`);
  if (Number.isNaN(wall.getTime())) return null;
  return wallClockInstant(wall).toISOString();
}
