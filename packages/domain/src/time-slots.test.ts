import { describe, expect, it } from 'vitest';
import { halfHourSlots, isHalfHourSlot, slotToMinutes } from './time-slots.ts';

describe('halfHourSlots', () => {
  it('lists 49 half-hour slots from 00:00 to 24:00 included', () => {
    const slots = halfHourSlots();
    expect(slots).toHaveLength(49);
    expect(slots.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(slots.slice(-2)).toEqual(['23:30', '24:00']);
  });

  it('returns a fresh array each time', () => {
    const first = halfHourSlots();
    first.pop();
    expect(halfHourSlots()).toHaveLength(49);
  });

  it('lists only slots that isHalfHourSlot accepts, in increasing order', () => {
    const minutes = halfHourSlots().map(slotToMinutes);
    expect(minutes).toEqual(Array.from({ length: 49 }, (_, i) => i * 30));
  });
});

describe('isHalfHourSlot', () => {
  it.each(['00:00', '08:30', '23:30', '24:00'])('accepts %s', (time) => {
    expect(isHalfHourSlot(time)).toBe(true);
  });

  it.each(['08:15', '24:30', '25:00', '8:00', '08:00:00', '08h00', '', ' 08:00', '08:60'])(
    'refuses %j',
    (time) => {
      expect(isHalfHourSlot(time)).toBe(false);
    },
  );
});

describe('slotToMinutes', () => {
  it('counts minutes since midnight', () => {
    expect(slotToMinutes('00:00')).toBe(0);
    expect(slotToMinutes('08:30')).toBe(510);
    expect(slotToMinutes('24:00')).toBe(1440);
  });

  it('refuses a time off the grid', () => {
    expect(() => slotToMinutes('08:15')).toThrow(RangeError);
    expect(() => slotToMinutes('24:30')).toThrow(RangeError);
  });
});
