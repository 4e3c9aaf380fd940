import { describe, expect, it } from 'vitest';
import {
  agencyWallClock,
  formatDeadline,
  formatInstantDate,
  formatInstantParis,
  formatInstantRange,
  formatInstantTime,
  toParisIsoDate,
  wallClockInstant,
} from './instants.ts';

// The answers never depend on the machine's zone: CI runs this file under TZ=UTC and
// again under TZ=Pacific/Kiritimati (npm run test:far-zone). Nothing here reads the clock.

describe('formatInstantTime (Paris clock)', () => {
  it('shows a winter instant one hour after UTC', () => {
    // The check-in of issue 9: the Paris clock said 05:42.
    expect(formatInstantTime('2026-03-18T04:42:00.000Z')).toBe('05:42');
    expect(formatInstantTime(new Date(Date.UTC(2026, 2, 18, 4, 42)))).toBe('05:42');
  });

  it('shows a summer instant two hours after UTC', () => {
    expect(formatInstantTime('2026-07-01T04:42:00Z')).toBe('06:42');
  });

  it('follows the spring change (last Sunday of March, 01:00 UTC)', () => {
    expect(formatInstantTime('2026-03-29T00:59:00Z')).toBe('01:59');
    expect(formatInstantTime('2026-03-29T01:00:00Z')).toBe('03:00');
  });

  it('follows the autumn change (last Sunday of October, 01:00 UTC): 02:30 happens twice', () => {
    expect(formatInstantTime('2026-10-25T00:30:00Z')).toBe('02:30');
    expect(formatInstantTime('2026-10-25T01:30:00Z')).toBe('02:30');
    expect(formatInstantTime('2026-10-25T02:30:00Z')).toBe('03:30');
  });

  it('reads a text without offset as UTC and keeps an explicit offset', () => {
    expect(formatInstantTime('2026-03-18 04:42:00')).toBe('05:42');
    expect(formatInstantTime('2026-03-18T07:42:00+03:00')).toBe('05:42');
  });

  it('shows midnight as 00:00, never 24:00', () => {
    expect(formatInstantTime('2026-01-14T23:00:00Z')).toBe('00:00');
  });

  it('shows nothing without a readable instant', () => {
    expect(formatInstantTime(null)).toBe('');
    expect(formatInstantTime(undefined)).toBe('');
    expect(formatInstantTime('')).toBe('');
    expect(formatInstantTime('hier')).toBe('');
    expect(formatInstantTime(new Date(Number.NaN))).toBe('');
  });
});

describe('formatInstantDate (Paris calendar day)', () => {
  it('gives the Paris day, which may be the next UTC day', () => {
    expect(formatInstantDate('2026-03-17T23:30:00Z')).toBe('18/03/2026');
    expect(formatInstantDate('2026-07-17T21:59:00Z')).toBe('17/07/2026');
    expect(formatInstantDate('2026-07-17T22:00:00Z')).toBe('18/07/2026');
    expect(formatInstantDate('2025-12-31T23:00:00Z')).toBe('01/01/2026');
  });

  it('shows nothing without a readable instant', () => {
    expect(formatInstantDate(null)).toBe('');
    expect(formatInstantDate('2026-02-30T10:00:00Z')).toBe('');
  });
});

describe('formatInstantParis (day, month in words, Paris time)', () => {
  it('reads as French people write it', () => {
    expect(formatInstantParis('2026-03-18T04:42:00Z')).toBe('18 mars 2026 à 05:42');
    expect(formatInstantParis('2026-08-01T10:05:00Z')).toBe('1 août 2026 à 12:05');
    expect(formatInstantParis('2025-12-31T23:15:00Z')).toBe('1 janvier 2026 à 00:15');
  });

  it('shows nothing without a readable instant', () => {
    expect(formatInstantParis(undefined)).toBe('');
  });
});

describe('toParisIsoDate (today for the agency)', () => {
  it('is the Paris day, in summer and in winter', () => {
    expect(toParisIsoDate('2025-02-03T23:30:00Z')).toBe('2025-02-04');
    expect(toParisIsoDate('2025-02-03T22:59:00Z')).toBe('2025-02-03');
    expect(toParisIsoDate('2026-07-17T21:59:00Z')).toBe('2026-07-17');
    expect(toParisIsoDate('2026-07-17T22:00:00Z')).toBe('2026-07-18');
  });

  it('is empty without a readable instant', () => {
    expect(toParisIsoDate(null)).toBe('');
  });
});

describe('formatInstantRange and formatDeadline (Paris clock)', () => {
  it('shows a check-in and check-out on the Paris clock', () => {
    expect(formatInstantRange('2026-10-14T10:03:00Z', '2026-10-14T11:58:00Z')).toBe(
      '12:03 → 13:58',
    );
    expect(formatInstantRange('2026-10-14T10:03:00Z', null)).toBe('');
  });

  it('a deadline at midnight Paris reads as the last day included', () => {
    // The November timesheet: 1 December 00:00 Paris + 5 days = 2026-12-05T23:00Z.
    expect(formatDeadline('2026-12-05T23:00:00.000Z')).toBe("jusqu'au 5 décembre 2026 inclus");
    // Summer time: midnight Paris is 22:00Z.
    expect(formatDeadline('2026-07-05T22:00:00Z')).toBe("jusqu'au 5 juillet 2026 inclus");
  });

  it('any other deadline keeps its Paris time', () => {
    expect(formatDeadline('2026-12-07T13:30:00Z')).toBe("jusqu'au 7 décembre 2026 à 14:30");
    expect(formatDeadline(null)).toBe('');
  });
});

describe('wallClockInstant', () => {
  it('gives the real instant of a Paris wall-clock time, winter and summer, the inverse of agencyWallClock', () => {
    expect(wallClockInstant(new Date('2026-03-02T08:35:00Z')).toISOString()).toBe(
      '2026-03-02T07:35:00.000Z',
    );
    expect(wallClockInstant(new Date('2026-07-01T08:35:00Z')).toISOString()).toBe(
      '2026-07-01T06:35:00.000Z',
    );
    // The day summer time starts (29/03/2026, 02:00 → 03:00): 04:00 is already UTC+2.
    expect(wallClockInstant(new Date('2026-03-29T04:00:00Z')).toISOString()).toBe(
      '2026-03-29T02:00:00.000Z',
    );
    const instant = new Date('2026-10-25T09:10:00Z');
    expect(wallClockInstant(agencyWallClock(instant)).toISOString()).toBe(instant.toISOString());
  });
});
