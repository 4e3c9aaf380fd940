import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayScale,
  HALF_HOURS,
  isSamePlace,
  keepHours,
  lanesOf,
  mondayOf,
  shiftHours,
} from './board-moves.ts';

const visit = (date_debut: string, date_fin: string, id = 1) => ({ id, date_debut, date_fin });

describe('moves of the planning board (planned times read as written, in UTC)', () => {
  it('keeps the hours on another day and agent', () => {
    expect(
      keepHours(visit('2026-12-08T09:00:00Z', '2026-12-08T12:00:00Z'), 22, '2026-12-10'),
    ).toEqual({ candidat_id: 22, date: '2026-12-10', time_debut: '09:00', time_fin: '12:00' });
  });

  it('shifts the start by the dragged minutes, snapped to the half-hour, within the day', () => {
    const morning = visit('2026-12-08T09:00:00Z', '2026-12-08T12:00:00Z');
    expect(shiftHours(morning, 21, '2026-12-08', 70)).toMatchObject({
      time_debut: '10:00',
      time_fin: '13:00',
    });
    expect(shiftHours(morning, 21, '2026-12-08', -100)).toMatchObject({
      time_debut: '07:30',
      time_fin: '10:30',
    });
    // Never before midnight nor past the end of the day.
    expect(shiftHours(morning, 21, '2026-12-08', -900)).toMatchObject({ time_debut: '00:00' });
    expect(shiftHours(morning, 21, '2026-12-08', 900)).toMatchObject({
      time_debut: '21:00',
      time_fin: '24:00',
    });
  });

  it('knows when a drop leaves the intervention where it is', () => {
    const morning = visit('2026-12-08T09:00:00Z', '2026-12-08T12:00:00Z');
    expect(isSamePlace(morning, 21, keepHours(morning, 21, '2026-12-08'))).toBe(true);
    expect(isSamePlace(morning, 21, keepHours(morning, 22, '2026-12-08'))).toBe(false);
    expect(isSamePlace(morning, 21, keepHours(morning, 21, '2026-12-09'))).toBe(false);
  });

  it('walks days and weeks on the calendar, whatever the zone', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(mondayOf('2026-12-13')).toBe('2026-12-07');
    expect(mondayOf('2026-12-07')).toBe('2026-12-07');
    expect(mondayOf('2026-03-29')).toBe('2026-03-23');
    expect(HALF_HOURS).toHaveLength(49);
    expect(HALF_HOURS.slice(0, 2)).toEqual(['00:00', '00:30']);
    expect(HALF_HOURS.at(-1)).toBe('24:00');
  });

  it('shows 06:00 to 22:00, stretched to the visits of the day outside it', () => {
    expect(dayScale([], '2026-12-08')).toEqual({ from: 6, to: 22 });
    expect(
      dayScale(
        [
          visit('2026-12-08T05:30:00Z', '2026-12-08T07:00:00Z'),
          visit('2026-12-08T21:00:00Z', '2026-12-08T22:30:00Z'),
          // Another day: ignored.
          visit('2026-12-09T02:00:00Z', '2026-12-09T03:00:00Z'),
        ],
        '2026-12-08',
      ),
    ).toEqual({ from: 5, to: 23 });
    expect(dayScale([visit('2026-12-08T23:00:00Z', '2026-12-09T01:00:00Z')], '2026-12-08')).toEqual(
      { from: 6, to: 24 },
    );
  });

  it('puts overlapping visits on separate lines', () => {
    const { lane, count } = lanesOf([
      visit('2026-12-08T09:00:00Z', '2026-12-08T12:00:00Z', 1),
      visit('2026-12-08T11:00:00Z', '2026-12-08T13:00:00Z', 2),
      visit('2026-12-08T12:00:00Z', '2026-12-08T14:00:00Z', 3),
    ]);
    expect([lane.get(1), lane.get(2), lane.get(3)]).toEqual([0, 1, 0]);
    expect(count).toBe(2);
  });
});
