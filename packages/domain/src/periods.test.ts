import { describe, expect, it } from 'vitest';
import { parisDayStart, parisPeriodBounds, type ListPeriod } from './periods.ts';

// Every instant is written out in UTC and nothing reads the clock or the machine's zone: CI runs
// this file under TZ=UTC and again under TZ=Pacific/Kiritimati (npm run test:far-zone).

const iso = (period: ListPeriod, at: string) => {
  const { from, to } = parisPeriodBounds(period, new Date(at));
  return { from: from.toISOString(), to: to.toISOString() };
};

describe('parisDayStart', () => {
  it('is 23:00 UTC the day before in winter and 22:00 UTC in summer', () => {
    expect(parisDayStart('2026-12-01').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(parisDayStart('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });

  it('takes the offset of the day itself on the days the clocks change', () => {
    // 29/03/2026 starts in winter time, 30/03 in summer time; 25/10 in summer, 26/10 in winter.
    expect(parisDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(parisDayStart('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(parisDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(parisDayStart('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });
});

describe('parisPeriodBounds: the Paris calendar, not the UTC one', () => {
  it('today at 00:30 in Paris (winter) is the new Paris day, still the day before in UTC', () => {
    // 2026-11-27T23:30Z is 00:30 on Saturday 28/11 in Paris.
    expect(iso('today', '2026-11-27T23:30:00Z')).toEqual({
      from: '2026-11-27T23:00:00.000Z',
      to: '2026-11-28T23:00:00.000Z',
    });
  });

  it('today at 00:30 in Paris (summer) starts at 22:00 UTC', () => {
    // 2026-07-14T22:30Z is 00:30 on 15/07 in Paris.
    expect(iso('today', '2026-07-14T22:30:00Z')).toEqual({
      from: '2026-07-14T22:00:00.000Z',
      to: '2026-07-15T22:00:00.000Z',
    });
  });

  it('this month at 00:30 on the 1st in Paris (winter) is the new month', () => {
    // 2026-11-30T23:30Z is 00:30 on 01/12 in Paris.
    expect(iso('month', '2026-11-30T23:30:00Z')).toEqual({
      from: '2026-11-30T23:00:00.000Z',
      to: '2026-12-31T23:00:00.000Z',
    });
    expect(iso('last-month', '2026-11-30T23:30:00Z')).toEqual({
      from: '2026-10-31T23:00:00.000Z',
      to: '2026-11-30T23:00:00.000Z',
    });
  });

  it('at 23:30 UTC on the last day of a month (winter) Paris is already in the next one', () => {
    // 2026-01-31T23:30Z is 00:30 on 01/02 in Paris.
    expect(iso('month', '2026-01-31T23:30:00Z')).toEqual({
      from: '2026-01-31T23:00:00.000Z',
      to: '2026-02-28T23:00:00.000Z',
    });
  });

  it('this month at 00:30 on the 1st in Paris (summer) starts at 22:00 UTC', () => {
    // 2026-06-30T22:30Z is 00:30 on 01/07 in Paris; July and June are both summer time.
    expect(iso('month', '2026-06-30T22:30:00Z')).toEqual({
      from: '2026-06-30T22:00:00.000Z',
      to: '2026-07-31T22:00:00.000Z',
    });
    expect(iso('last-month', '2026-06-30T22:30:00Z')).toEqual({
      from: '2026-05-31T22:00:00.000Z',
      to: '2026-06-30T22:00:00.000Z',
    });
  });

  it('a month that changes clocks starts and ends on its own offsets', () => {
    // October 2026: starts in summer time (22:00Z), November starts in winter time (23:00Z).
    expect(iso('month', '2026-10-15T12:00:00Z')).toEqual({
      from: '2026-09-30T22:00:00.000Z',
      to: '2026-10-31T23:00:00.000Z',
    });
    // March 2026: starts in winter time, April in summer time.
    expect(iso('last-month', '2026-04-01T09:00:00Z')).toEqual({
      from: '2026-02-28T23:00:00.000Z',
      to: '2026-03-31T22:00:00.000Z',
    });
  });

  it('this week at 00:30 on Monday in Paris (winter) is the new week', () => {
    // 2026-11-29T23:30Z is Sunday in UTC, 00:30 on Monday 30/11 in Paris.
    expect(iso('week', '2026-11-29T23:30:00Z')).toEqual({
      from: '2026-11-29T23:00:00.000Z',
      to: '2026-12-06T23:00:00.000Z',
    });
    expect(iso('last-week', '2026-11-29T23:30:00Z')).toEqual({
      from: '2026-11-22T23:00:00.000Z',
      to: '2026-11-29T23:00:00.000Z',
    });
  });

  it('this week at 00:30 on Monday in Paris (summer) is the new week', () => {
    // 2026-07-12T22:30Z is Sunday in UTC, 00:30 on Monday 13/07 in Paris.
    expect(iso('week', '2026-07-12T22:30:00Z')).toEqual({
      from: '2026-07-12T22:00:00.000Z',
      to: '2026-07-19T22:00:00.000Z',
    });
  });

  it('at 23:30 on Sunday in Paris the week is still the one that ends that night', () => {
    // 2026-11-29T22:30Z is 23:30 on Sunday 29/11 in Paris.
    expect(iso('week', '2026-11-29T22:30:00Z')).toEqual({
      from: '2026-11-22T23:00:00.000Z',
      to: '2026-11-29T23:00:00.000Z',
    });
  });

  it('the week of the autumn change is 7 days and one hour long', () => {
    // Monday 19/10 (summer) to Monday 26/10 (winter).
    expect(iso('week', '2026-10-21T10:00:00Z')).toEqual({
      from: '2026-10-18T22:00:00.000Z',
      to: '2026-10-25T23:00:00.000Z',
    });
  });

  it('last month in January is December of the year before', () => {
    expect(iso('last-month', '2027-01-10T10:00:00Z')).toEqual({
      from: '2026-11-30T23:00:00.000Z',
      to: '2026-12-31T23:00:00.000Z',
    });
  });
});
