import { describe, expect, it } from 'vitest';
import { addDays, defaultDebut, defaultHorizon, holidaysOnDays } from './planning-state.ts';

describe('planning period', () => {
  it('starts today, or at the mission’s start when later', () => {
    expect(defaultDebut('2026-11-01', '2026-11-23')).toBe('2026-11-23');
    expect(defaultDebut('2026-12-07', '2026-11-23')).toBe('2026-12-07');
  });

  it('ends at the mission’s end, or 91 days after the first day when sooner', () => {
    expect(defaultHorizon('2026-11-23', '2026-12-31')).toBe('2026-12-31');
    expect(defaultHorizon('2026-11-23', '2027-06-30')).toBe(addDays('2026-11-23', 91));
    expect(defaultHorizon('2026-11-23', null)).toBe('2027-02-22');
  });
});

describe('holidays met by weekly slots', () => {
  it('lists the holidays falling on the slots’ weekdays, across years', () => {
    // 25/12/2026 is a Friday, 01/01/2027 a Friday, 11/11/2026 a Wednesday.
    expect(holidaysOnDays([5], '2026-11-23', '2027-01-31')).toEqual([
      { date: '2026-12-25', nom: 'Jour de Noël' },
      { date: '2027-01-01', nom: '1er janvier' },
    ]);
    expect(holidaysOnDays([1, 3], '2026-11-01', '2026-11-30')).toEqual([
      { date: '2026-11-11', nom: '11 novembre' },
    ]);
    expect(holidaysOnDays([2], '2026-11-01', '2026-11-30')).toEqual([]);
  });
});
