import { describe, expect, it } from 'vitest';
import { dayTravel, splitWorkedMinutes } from './paie.ts';
import { travelMinutes } from './planning-rules.ts';

const wall = (iso: string) => new Date(`${iso}Z`);

describe('splitWorkedMinutes: the hours a payslip pays differently', () => {
  it('counts a weekday morning as weekday hours, no night', () => {
    // Tuesday 2026-03-03, 09:00–12:30.
    expect(splitWorkedMinutes(wall('2026-03-03T09:00:00'), wall('2026-03-03T12:30:00'))).toEqual({
      total: 210,
      semaine: 210,
      dimanche: 0,
      ferie: 0,
      nuit: 0,
    });
  });

  it('cuts an evening at 21:00 and midnight: Saturday into Sunday, night from 21:00 to 06:00', () => {
    // Saturday 2026-03-07 20:00 → Sunday 2026-03-08 07:00.
    const split = splitWorkedMinutes(wall('2026-03-07T20:00:00'), wall('2026-03-08T07:00:00'));
    expect(split).toEqual({ total: 660, semaine: 240, dimanche: 420, ferie: 0, nuit: 540 });
  });

  it('counts a public holiday, even on a Sunday, as a holiday', () => {
    // 14 juillet 2026 is a Tuesday; 1er novembre 2026 a Sunday; Lundi de Pâques 2026-04-06.
    expect(splitWorkedMinutes(wall('2026-07-14T10:00:00'), wall('2026-07-14T12:00:00')).ferie).toBe(
      120,
    );
    const toussaint = splitWorkedMinutes(wall('2026-11-01T10:00:00'), wall('2026-11-01T11:00:00'));
    expect(toussaint).toMatchObject({ ferie: 60, dimanche: 0 });
    expect(splitWorkedMinutes(wall('2026-04-06T08:00:00'), wall('2026-04-06T09:00:00')).ferie).toBe(
      60,
    );
  });

  it('counts early morning before 06:00 as night', () => {
    const split = splitWorkedMinutes(wall('2026-03-03T05:00:00'), wall('2026-03-03T07:00:00'));
    expect(split).toMatchObject({ total: 120, semaine: 120, nuit: 60 });
  });
});

describe('dayTravel: between consecutive visits, as the planning board estimates', () => {
  const a = { lat: 48.8566, lng: 2.3522 };
  const b = { lat: 48.8666, lng: 2.3522 };
  const c = { lat: 48.8666, lng: 2.3722 };

  it('sums the planning estimate of each leg and the street distance', () => {
    const travel = dayTravel([a, b, c], 3);
    expect(travel.minutes).toBe(travelMinutes(a, b, 3)! + travelMinutes(b, c, 3)!);
    // ~1.11 km + ~1.46 km straight, × 1.3.
    expect(travel.metres).toBeGreaterThan(3_200);
    expect(travel.metres).toBeLessThan(3_500);
    expect(travel.non_estimes).toBe(0);
  });

  it('leaves out a leg whose address has no position and counts it', () => {
    expect(dayTravel([a, { lat: null, lng: null }, b], 3)).toEqual({
      minutes: 0,
      metres: 0,
      non_estimes: 2,
    });
    expect(dayTravel([a], 3)).toEqual({ minutes: 0, metres: 0, non_estimes: 0 });
  });
});
