import { describe, expect, it } from 'vitest';
import { defaultPeriod, periodFrom } from './period.ts';

describe('planned-billing period', () => {
  const now = new Date('2026-11-21T09:00:00Z');

  it('defaults to this month and the five next ones', () => {
    expect(defaultPeriod(now)).toEqual({ start_date: '2026-11-01', end_date: '2027-04-30' });
  });

  it('takes this month on the Paris clock', () => {
    // 00:30 in Paris on 1 December, still 30 November in UTC.
    expect(defaultPeriod(new Date('2026-11-30T23:30:00Z'))).toEqual({
      start_date: '2026-12-01',
      end_date: '2027-05-31',
    });
  });

  it('takes the period of the link when it is valid', () => {
    expect(periodFrom('2026-01-01', '2026-01-31', now)).toEqual({
      start_date: '2026-01-01',
      end_date: '2026-01-31',
    });
    expect(periodFrom('2026-02-01', '2026-01-31', now)).toEqual(defaultPeriod(now));
    expect(periodFrom('hier', null, now)).toEqual(defaultPeriod(now));
  });
});
