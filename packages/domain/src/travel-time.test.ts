import { describe, expect, it } from 'vitest';
import {
  accesWindow,
  checkEnRoute,
  DEFAULT_TRAVEL_MINUTES,
  estimateTravelMinutes,
  formatArrivalTime,
} from './travel-time.ts';

// Two points about 3 km apart in Paris.
const REPUBLIQUE = { lat: 48.8674, lng: 2.3636 };
const NATION = { lat: 48.8483, lng: 2.3958 };

describe('estimateTravelMinutes', () => {
  it('is slower on foot than by bike, public transport or car', () => {
    const walk = estimateTravelMinutes(REPUBLIQUE, NATION, 2);
    const bike = estimateTravelMinutes(REPUBLIQUE, NATION, 1);
    const car = estimateTravelMinutes(REPUBLIQUE, NATION, 3);
    expect(walk).toBe(55); // ≈ 3 km × 1.3 at 4.5 km/h ≈ 52 min, rounded up to 5
    expect(bike).toBeLessThan(walk);
    expect(car).toBeLessThan(walk);
  });

  it('takes public transport when the way of travelling is unknown', () => {
    expect(estimateTravelMinutes(REPUBLIQUE, NATION, null)).toBe(
      estimateTravelMinutes(REPUBLIQUE, NATION, 5),
    );
    expect(estimateTravelMinutes(REPUBLIQUE, NATION, 4)).toBe(
      estimateTravelMinutes(REPUBLIQUE, NATION, 5),
    );
  });

  it('is half an hour without a position, 5 minutes next door, 180 at most', () => {
    expect(estimateTravelMinutes(null, NATION, 2)).toBe(DEFAULT_TRAVEL_MINUTES);
    expect(estimateTravelMinutes({ lat: null as never, lng: 2 }, NATION, 2)).toBe(30);
    expect(estimateTravelMinutes(NATION, NATION, 2)).toBe(5);
    expect(estimateTravelMinutes(NATION, { lat: 45.76, lng: 4.84 }, 2)).toBe(180);
  });
});

describe('formatArrivalTime', () => {
  it('reads the instant on the Paris clock, winter and summer', () => {
    expect(formatArrivalTime(new Date('2026-12-07T08:40:00Z'))).toBe('9 h 40');
    expect(formatArrivalTime(new Date('2026-07-01T07:05:00Z'))).toBe('9 h 05');
  });
});

// A visit planned 10:00–12:00 on 7 December 2026 (agency wall clock; Paris is UTC+1 in winter).
const visit = {
  statut: 'planifiee' as const,
  date_debut: new Date('2026-12-07T10:00:00Z'),
  date_fin: new Date('2026-12-07T12:00:00Z'),
};
const paris = (hhmm: string) => new Date(`2026-12-07T${hhmm}:00+01:00`);

describe('accesWindow', () => {
  it('opens one hour before the start and closes at the end', () => {
    expect(accesWindow(visit, paris('08:59')).open).toBe(false);
    expect(accesWindow(visit, paris('09:00')).open).toBe(true);
    expect(accesWindow(visit, paris('12:00')).open).toBe(true);
    expect(accesWindow(visit, paris('12:01')).open).toBe(false);
    expect(accesWindow(visit, paris('08:00')).opensAt.toISOString()).toBe(
      '2026-12-07T09:00:00.000Z',
    );
  });
});

describe('checkEnRoute', () => {
  it('opens three hours before the start and closes at the end', () => {
    expect(checkEnRoute(visit, paris('06:59'))).toMatchObject({
      ok: false,
      code: 'EN_ROUTE_OUTSIDE_WINDOW',
    });
    expect(checkEnRoute(visit, paris('07:00')).ok).toBe(true);
    expect(checkEnRoute(visit, paris('12:01'))).toMatchObject({ ok: false });
  });

  it('is refused once checked in, finished or cancelled', () => {
    const at = paris('09:30');
    expect(checkEnRoute({ ...visit, statut: 'en_cours' }, at)).toMatchObject({
      code: 'ALREADY_CHECKED_IN',
    });
    expect(checkEnRoute({ ...visit, statut: 'terminee' }, at)).toMatchObject({
      code: 'INTERVENTION_FINISHED',
    });
    expect(checkEnRoute({ ...visit, statut: 'annulee' }, at)).toMatchObject({
      code: 'INTERVENTION_CANCELLED',
    });
  });
});
