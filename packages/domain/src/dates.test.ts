import { describe, expect, it } from 'vitest';
import {
  DAY_SHORT_NAMES,
  formatInterventionDate,
  formatPlannedDate,
  formatPlannedPeriod,
  formatPlannedRange,
  formatPlannedTime,
  formatUtcTime,
  isIsoDay,
  isoDayOfWeek,
  parseUtcDate,
  toIsoDateString,
} from './dates.ts';
import { formatInstantTime } from './instants.ts';

describe('DAY_SHORT_NAMES', () => {
  it('numbers days from Monday = 1 to Sunday = 7 (section 9 short forms)', () => {
    expect(Object.keys(DAY_SHORT_NAMES).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(Object.values(DAY_SHORT_NAMES).join(' ')).toBe('Lun. Mar. Mer. Jeu. Ven. Sam. Dim.');
  });
});

describe('parseUtcDate', () => {
  it('reads a date without offset as UTC', () => {
    expect(parseUtcDate('2025-02-03').toISOString()).toBe('2025-02-03T00:00:00.000Z');
    expect(parseUtcDate('2025-02-03 08:00:00').toISOString()).toBe('2025-02-03T08:00:00.000Z');
    expect(parseUtcDate('2025-02-03T08:00').toISOString()).toBe('2025-02-03T08:00:00.000Z');
  });

  it('keeps an explicit offset', () => {
    expect(parseUtcDate('2025-02-03T09:00:00+01:00').toISOString()).toBe(
      '2025-02-03T08:00:00.000Z',
    );
    expect(parseUtcDate('2025-02-03T08:00:00.000Z').toISOString()).toBe('2025-02-03T08:00:00.000Z');
  });

  it('copies a Date rather than sharing it', () => {
    const date = new Date('2025-02-03T08:00:00Z');
    expect(parseUtcDate(date)).not.toBe(date);
    expect(parseUtcDate(date).getTime()).toBe(date.getTime());
  });

  it.each(['', 'hier', '03/02/2025', '2025-02-30', '2025-13-01', 'Mon Feb 03 2025'])(
    'gives an invalid date for %j',
    (text) => {
      expect(Number.isNaN(parseUtcDate(text).getTime())).toBe(true);
    },
  );
});

describe('isoDayOfWeek', () => {
  it('reads the day in UTC, Monday = 1', () => {
    expect(isoDayOfWeek('2025-02-03')).toBe(1);
    expect(isoDayOfWeek('2025-02-09')).toBe(7);
    expect(isoDayOfWeek(new Date('2025-02-09T23:59:59Z'))).toBe(7);
    // 00:30 in Paris on Monday is still Sunday in UTC.
    expect(isoDayOfWeek('2025-02-10T00:30:00+01:00')).toBe(7);
  });

  it('refuses an invalid date', () => {
    expect(() => isoDayOfWeek('pas une date')).toThrow(RangeError);
    expect(() => isoDayOfWeek(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('isIsoDay', () => {
  it('accepts 1 to 7 only', () => {
    expect([0, 1, 7, 8, 2.5, '1'].map(isIsoDay)).toEqual([false, true, true, false, false, false]);
  });
});

describe('toIsoDateString and formatUtcTime', () => {
  it('write the UTC day and time', () => {
    const date = new Date('2025-12-31T23:30:00Z');
    expect(toIsoDateString(date)).toBe('2025-12-31');
    expect(formatUtcTime(date)).toBe('23:30');
  });
});

describe('formatInterventionDate', () => {
  it('shows day abbreviation, date, start and end times in UTC', () => {
    expect(formatInterventionDate('2025-02-03T08:00:00Z', '2025-02-03T10:00:00Z')).toBe(
      'Lun. 03/02/2025 08:00 - 10:00',
    );
  });

  it('accepts Dates and API date-times without offset', () => {
    expect(formatInterventionDate(new Date('2025-02-09T18:30:00Z'), '2025-02-09 21:00:00')).toBe(
      'Dim. 09/02/2025 18:30 - 21:00',
    );
  });

  it('converts an offset to UTC', () => {
    expect(formatInterventionDate('2025-07-14T10:00:00+02:00', '2025-07-14T12:00:00+02:00')).toBe(
      'Lun. 14/07/2025 08:00 - 10:00',
    );
  });

  it('shows an end at midnight as 00:00', () => {
    expect(formatInterventionDate('2025-02-03T22:00:00Z', '2025-02-04T00:00:00Z')).toBe(
      'Lun. 03/02/2025 22:00 - 00:00',
    );
  });

  it('refuses invalid dates', () => {
    expect(() => formatInterventionDate('n/a', '2025-02-03T10:00:00Z')).toThrow(RangeError);
    expect(() => formatInterventionDate('2025-02-03T08:00:00Z', 'n/a')).toThrow(RangeError);
  });
});

describe('planned times (wall clock stored as UTC)', () => {
  it('reads a planned time as written, in October as in March', () => {
    // A visit planned 12:00–14:00 in October (summer time) is stored 12:00Z–14:00Z.
    expect(formatPlannedTime('2026-10-14T12:00:00.000Z')).toBe('12:00');
    expect(formatPlannedTime('2026-03-10T12:00:00.000Z')).toBe('12:00');
    expect(formatPlannedRange('2026-10-14T12:00:00Z', '2026-10-14T14:00:00Z')).toBe(
      '12:00 → 14:00',
    );
  });

  it('is not the Paris clock of the same text (the instant rule would shift it)', () => {
    expect(formatInstantTime('2026-10-14T12:00:00Z')).toBe('14:00');
    expect(formatPlannedTime('2026-10-14T12:00:00Z')).not.toBe(
      formatInstantTime('2026-10-14T12:00:00Z'),
    );
  });

  it('reads the planned day as written, even late in the evening', () => {
    expect(formatPlannedDate('2026-10-14T23:30:00Z')).toBe('14/10/2026');
    expect(formatPlannedDate('2026-10-14')).toBe('14/10/2026');
  });

  it('answers an empty text for a missing or unreadable time', () => {
    expect(formatPlannedTime(null)).toBe('');
    expect(formatPlannedTime('demain')).toBe('');
    expect(formatPlannedDate(undefined)).toBe('');
    expect(formatPlannedRange('2026-10-14T12:00:00Z', null)).toBe('');
  });
});

describe('formatPlannedPeriod (an absence, wall clock)', () => {
  it('a one-day absence reads « le … de … à … » (issue 22: not « du 08/12 au 09/12 »)', () => {
    expect(formatPlannedPeriod('2026-12-08T08:00:00Z', '2026-12-08T23:30:00Z')).toBe(
      'le 08/12/2026 de 08:00 à 23:30',
    );
    expect(formatPlannedPeriod('2026-12-08T08:00:00Z', '2026-12-09T00:00:00Z')).toBe(
      'le 08/12/2026 de 08:00 à 24:00',
    );
    expect(formatPlannedPeriod('2026-12-08T00:00:00Z', '2026-12-09T00:00:00Z')).toBe(
      'le 08/12/2026, toute la journée',
    );
  });

  it('a multi-day absence reads « du … au … »', () => {
    expect(formatPlannedPeriod('2026-12-08T08:00:00Z', '2026-12-10T18:00:00Z')).toBe(
      'du 08/12/2026 à 08:00 au 10/12/2026 à 18:00',
    );
    expect(formatPlannedPeriod('2026-12-08T00:00:00Z', '2026-12-11T00:00:00Z')).toBe(
      'du 08/12/2026 au 10/12/2026',
    );
  });

  it('an absence without end reads « à partir du … »', () => {
    expect(formatPlannedPeriod('2026-12-08T08:00:00Z', null)).toBe(
      'à partir du 08/12/2026 à 08:00',
    );
  });
});
