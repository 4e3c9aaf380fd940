/** Length of one step of the time grid, in minutes. */
export const SLOT_MINUTES = 30;

const SLOT_PATTERN = /^(\d{2}):(\d{2})$/;

/**
 * Every time a person can choose: a half-hour grid from '00:00' to '24:00' included
 * (49 values), so that a slot can end at midnight.
 */
export function halfHourSlots(): string[] {
  const slots: string[] = [];
  for (let minutes = 0; minutes <= 24 * 60; minutes += SLOT_MINUTES) {
    const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
    slots.push(`${hours}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return slots;
}

function parseSlot(time: string): number | null {
  if (typeof time !== 'string') return null;
  const match = SLOT_PATTERN.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes !== 0 && minutes !== SLOT_MINUTES) return null;
  const total = hours * 60 + minutes;
  return total <= 24 * 60 ? total : null;
}

/** A time is valid only on the half-hour grid 'HH:mm', from '00:00' to '24:00'. */
export function isHalfHourSlot(time: string): boolean {
  return parseSlot(time) !== null;
}

/**
 * Minutes since midnight of a half-hour slot ('08:30' → 510, '24:00' → 1440).
 * @throws RangeError when the time is not on the half-hour grid.
 */
export function slotToMinutes(time: string): number {
  const minutes = parseSlot(time);
  if (minutes === null) {
    throw new RangeError(`Horaire hors de la grille des demi-heures : ${String(time)}`);
  }
  return minutes;
}
