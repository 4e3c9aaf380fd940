import { describe, expect, it } from 'vitest';
import { hourlyPriceTTC, isWeekendPricedDay } from './pricing.ts';

describe('hourlyPriceTTC', () => {
  it.each([
    // skillId, recurring, weekend, price
    [1, true, false, 24],
    [1, true, true, 30],
    [1, false, false, 30],
    [1, false, true, 38],
    [2, true, false, 24],
    [3, false, true, 38],
    [4, true, true, 30],
    [5, true, false, 30],
    [5, true, true, 50],
    [5, false, false, 38],
    [5, false, true, 70],
  ] as const)(
    'skill %i, recurring %s, weekend %s costs %i € TTC',
    (skillId, recurring, weekend, price) => {
      expect(hourlyPriceTTC({ skillId, recurring, weekend })).toBe(price);
    },
  );

  it.each([0, 6, 2.5, Number.NaN])('refuses the unknown skill %s', (skillId) => {
    expect(() => hourlyPriceTTC({ skillId, recurring: true, weekend: false })).toThrow(RangeError);
  });
});

describe('isWeekendPricedDay', () => {
  it('prices Saturday and Sunday as weekend', () => {
    expect(isWeekendPricedDay('2025-02-08')).toBe(true); // samedi
    expect(isWeekendPricedDay('2025-02-09')).toBe(true); // dimanche
  });

  it('prices a weekday as weekday', () => {
    expect(isWeekendPricedDay('2025-02-03')).toBe(false);
    expect(isWeekendPricedDay(new Date('2025-02-07T23:59:59Z'))).toBe(false);
  });

  it('prices a public holiday on a weekday as weekend', () => {
    expect(isWeekendPricedDay('2025-05-29')).toBe(true); // Ascension, jeudi
    expect(isWeekendPricedDay(new Date('2025-12-25T08:00:00Z'))).toBe(true);
  });
});
