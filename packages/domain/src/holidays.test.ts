import { describe, expect, it } from 'vitest';
import { easterSunday, frenchHolidays, isFrenchHoliday } from './holidays.ts';

// Expected values as published by calendrier.api.gouv.fr/jours-feries/metropole/{year}.json
const published: Record<number, Record<string, string>> = {
  2024: {
    '2024-01-01': '1er janvier',
    '2024-04-01': 'Lundi de Pâques',
    '2024-05-01': '1er mai',
    '2024-05-08': '8 mai',
    '2024-05-09': 'Ascension',
    '2024-05-20': 'Lundi de Pentecôte',
    '2024-07-14': '14 juillet',
    '2024-08-15': 'Assomption',
    '2024-11-01': 'Toussaint',
    '2024-11-11': '11 novembre',
    '2024-12-25': 'Jour de Noël',
  },
  2025: {
    '2025-01-01': '1er janvier',
    '2025-04-21': 'Lundi de Pâques',
    '2025-05-01': '1er mai',
    '2025-05-08': '8 mai',
    '2025-05-29': 'Ascension',
    '2025-06-09': 'Lundi de Pentecôte',
    '2025-07-14': '14 juillet',
    '2025-08-15': 'Assomption',
    '2025-11-01': 'Toussaint',
    '2025-11-11': '11 novembre',
    '2025-12-25': 'Jour de Noël',
  },
  2026: {
    '2026-01-01': '1er janvier',
    '2026-04-06': 'Lundi de Pâques',
    '2026-05-01': '1er mai',
    '2026-05-08': '8 mai',
    '2026-05-14': 'Ascension',
    '2026-05-25': 'Lundi de Pentecôte',
    '2026-07-14': '14 juillet',
    '2026-08-15': 'Assomption',
    '2026-11-01': 'Toussaint',
    '2026-11-11': '11 novembre',
    '2026-12-25': 'Jour de Noël',
  },
};

describe('frenchHolidays', () => {
  it.each([2024, 2025, 2026])('matches the published calendar of %i, in date order', (year) => {
    const holidays = frenchHolidays(year);
    expect(holidays).toEqual(published[year]);
    expect(Object.keys(holidays)).toEqual(Object.keys(published[year] ?? {}));
  });

  it.each([
    // year, Lundi de Pâques, Ascension, Lundi de Pentecôte
    [2019, '2019-04-22', '2019-05-30', '2019-06-10'],
    [2023, '2023-04-10', '2023-05-18', '2023-05-29'],
    [2027, '2027-03-29', '2027-05-06', '2027-05-17'],
    [2038, '2038-04-26', '2038-06-03', '2038-06-14'],
  ])('places the Easter-based days of %i', (year, lundiPaques, ascension, pentecote) => {
    const holidays = frenchHolidays(year);
    expect(holidays[lundiPaques]).toBe('Lundi de Pâques');
    expect(holidays[ascension]).toBe('Ascension');
    expect(holidays[pentecote]).toBe('Lundi de Pentecôte');
  });

  it('sorts Easter-based days among fixed ones (2027: Ascension between 1er and 8 mai)', () => {
    expect(Object.values(frenchHolidays(2027)).slice(0, 6)).toEqual([
      '1er janvier',
      'Lundi de Pâques',
      '1er mai',
      'Ascension',
      '8 mai',
      'Lundi de Pentecôte',
    ]);
  });

  it('keeps one entry, the fixed holiday, when Ascension falls on 1er mai (2008)', () => {
    const holidays = frenchHolidays(2008);
    expect(holidays['2008-05-01']).toBe('1er mai');
    expect(Object.keys(holidays)).toHaveLength(10);
    expect(Object.values(holidays)).not.toContain('Ascension');
  });

  it.each([1582, 10000, 2025.5, Number.NaN])('refuses the year %s', (year) => {
    expect(() => frenchHolidays(year)).toThrow(RangeError);
  });
});

describe('easterSunday', () => {
  it.each([
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2038, '2038-04-25'], // latest possible date
    [2285, '2285-03-22'], // earliest possible date
  ])('falls in %i on %s', (year, date) => {
    expect(easterSunday(year).toISOString().slice(0, 10)).toBe(date);
  });
});

describe('isFrenchHoliday', () => {
  it('recognises holidays given as YYYY-MM-DD', () => {
    expect(isFrenchHoliday('2025-05-29')).toBe(true);
    expect(isFrenchHoliday('2025-07-14')).toBe(true);
    expect(isFrenchHoliday('2025-05-30')).toBe(false);
  });

  it('reads a Date in UTC', () => {
    expect(isFrenchHoliday(new Date('2025-12-25T23:59:59Z'))).toBe(true);
    expect(isFrenchHoliday(new Date('2025-12-26T00:00:00Z'))).toBe(false);
  });

  it('reads an ISO date-time in UTC', () => {
    expect(isFrenchHoliday('2025-11-11T10:00:00.000Z')).toBe(true);
    // 00:30 in Paris on 2 January is still 1 January in UTC.
    expect(isFrenchHoliday('2025-01-02T00:30:00+01:00')).toBe(true);
  });

  it('answers false, never throws, for an invalid date', () => {
    expect(isFrenchHoliday('pas une date')).toBe(false);
    expect(isFrenchHoliday('2025-02-30')).toBe(false);
    expect(isFrenchHoliday(new Date(Number.NaN))).toBe(false);
  });
});
