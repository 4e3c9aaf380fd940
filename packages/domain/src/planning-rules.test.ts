import { describe, expect, it } from 'vitest';
import {
  firstOutsideAvailability,
  firstOverContractHours,
  firstTravelConflict,
  travelMinutes,
  weekHours,
  type PlacedVisit,
} from './planning-rules.ts';
import { REFUSAL_STATUS } from './refusals.ts';

/* Planned times are Paris wall-clock times read in UTC: 2026-03-09 is a Monday. */
const at = (iso: string) => new Date(`${iso}Z`);
const visit = (day: string, from: string, to: string) => ({
  start: at(`${day}T${from}:00`),
  end: at(`${day}T${to}:00`),
});

// Two Paris addresses 2.0 km apart as the crow flies (same longitude, 0.018 degree of latitude).
const home = { lat: 48.85, lng: 2.35 };
const twoKmNorth = { lat: 48.85 + 2 / 111.195, lng: 2.35 };

describe('travel time between two addresses', () => {
  it('is distance × 1.3 at the speed of the way of travelling, plus 10 min by public transport', () => {
    // 2 km × 1.3 = 2.6 km.
    expect(travelMinutes(home, twoKmNorth, 2)).toBe(35); // 2.6 / 4.5 × 60 = 34.7
    expect(travelMinutes(home, twoKmNorth, 1)).toBe(12); // 2.6 / 14 × 60 = 11.1
    expect(travelMinutes(home, twoKmNorth, 3)).toBe(7); // 2.6 / 25 × 60 = 6.2
    expect(travelMinutes(home, twoKmNorth, 5)).toBe(20); // 2.6 / 16 × 60 + 10 = 19.75
  });

  it('assumes public transport when the way is unknown, nothing at the same address', () => {
    expect(travelMinutes(home, twoKmNorth, null)).toBe(20);
    expect(travelMinutes(home, twoKmNorth, 4)).toBe(20);
    expect(travelMinutes(home, home, 5)).toBe(0);
  });

  it('is unknown (null) when an address has no coordinates', () => {
    expect(travelMinutes(home, null, 3)).toBeNull();
    expect(travelMinutes({ lat: null as unknown as number, lng: 2 }, home, 3)).toBeNull();
  });
});

describe('declared availability', () => {
  const aminata = { disponibilites: [{ day: 1, time_debut: '08:00', time_fin: '12:00' }] };

  it('refuses Aminata (Mondays 08:00–12:00) on a Tuesday, keeps her Monday morning', () => {
    const tuesday = visit('2026-03-10', '09:00', '12:00');
    expect(firstOutsideAvailability(aminata, [tuesday])).toEqual(tuesday);
    expect(firstOutsideAvailability(aminata, [visit('2026-03-09', '08:30', '11:30')])).toBeNull();
  });

  it('refuses a Monday visit running past the declared slot', () => {
    const late = visit('2026-03-09', '11:00', '13:00');
    expect(
      firstOutsideAvailability(aminata, [visit('2026-03-09', '08:00', '09:00'), late]),
    ).toEqual(late);
  });

  it('does not restrict an agent who declared nothing', () => {
    expect(
      firstOutsideAvailability({ disponibilites: [] }, [visit('2026-03-15', '22:00', '23:00')]),
    ).toBeNull();
  });
});

describe('contract weekly hours', () => {
  const monday = at('2026-03-09T00:00:00');

  it('counts the hours of the week, parts of periods across its bounds included', () => {
    expect(
      weekHours(
        [
          visit('2026-03-09', '08:00', '12:00'),
          visit('2026-03-15', '20:00', '23:00'),
          visit('2026-03-16', '08:00', '10:00'), // next week
          { start: at('2026-03-08T23:00:00'), end: at('2026-03-09T01:00:00') }, // half in
        ],
        monday,
      ),
    ).toBe(8);
  });

  it('refuses the visit that takes the Paris week over the contract hours, limit included', () => {
    const planned = [visit('2026-03-09', '08:00', '17:00'), visit('2026-03-10', '08:00', '17:00')];
    const fits = visit('2026-03-11', '08:00', '10:00'); // 18 + 2 = 20
    const over = visit('2026-03-12', '08:00', '08:30'); // 20.5 > 20
    expect(firstOverContractHours({ nbHeuresHebdo: 20 }, planned, [fits])).toBeNull();
    expect(firstOverContractHours({ nbHeuresHebdo: 20 }, planned, [over, fits])).toEqual({
      visit: over,
      hours: 20.5,
    });
    // The next week starts again from what is planned in it.
    expect(
      firstOverContractHours({ nbHeuresHebdo: 20 }, planned, [
        fits,
        visit('2026-03-16', '08:00', '12:00'),
      ]),
    ).toBeNull();
  });

  it('has no limit without known contract hours', () => {
    expect(
      firstOverContractHours({ nbHeuresHebdo: null }, [], [visit('2026-03-09', '00:00', '23:30')]),
    ).toBeNull();
  });
});

describe('travel between two visits of the day', () => {
  const placed = (day: string, from: string, to: string, place: PlacedVisit['place']) => ({
    ...visit(day, from, to),
    place,
  });

  it('refuses a visit starting before the agent can arrive from the previous one', () => {
    const before = placed('2026-03-09', '08:00', '10:00', home);
    const tooSoon = placed('2026-03-09', '10:00', '12:00', twoKmNorth);
    // On foot 35 minutes are needed, none left.
    expect(firstTravelConflict([before], [tooSoon], 2)).toEqual({
      visit: tooSoon,
      other: before,
      before: true,
      gapMinutes: 0,
      neededMinutes: 35,
    });
    // By car 7 minutes: 30 minutes are enough.
    const later = placed('2026-03-09', '10:30', '12:00', twoKmNorth);
    expect(firstTravelConflict([before], [later], 3)).toBeNull();
    expect(firstTravelConflict([before], [later], 2)?.neededMinutes).toBe(35);
  });

  it('refuses a visit ending too late to reach the next one', () => {
    const next = placed('2026-03-09', '14:00', '16:00', home);
    const visitBefore = placed('2026-03-09', '12:00', '13:45', twoKmNorth);
    expect(firstTravelConflict([next], [visitBefore], 5)).toMatchObject({
      before: false,
      gapMinutes: 15,
      neededMinutes: 20,
    });
  });

  it('checks only the nearest visits of the same day, and skips addresses without coordinates', () => {
    const yesterday = placed('2026-03-08', '20:00', '23:59', twoKmNorth);
    const first = placed('2026-03-09', '08:00', '09:00', home);
    expect(firstTravelConflict([yesterday], [first], 2)).toBeNull();
    const unknown = placed('2026-03-09', '09:00', '10:00', null);
    expect(firstTravelConflict([unknown], [placed('2026-03-09', '10:00', '11:00', home)], 2)).toBe(
      null,
    );
    // Back-to-back at the same address needs no travel.
    expect(firstTravelConflict([first], [placed('2026-03-09', '09:00', '10:00', home)], 2)).toBe(
      null,
    );
  });

  it('checks the new visits against each other too', () => {
    const a = placed('2026-03-09', '08:00', '09:00', home);
    const b = placed('2026-03-09', '09:00', '10:00', twoKmNorth);
    expect(firstTravelConflict([], [a, b], 2)?.visit).toEqual(a);
  });
});

describe('refusal codes of the planning rules', () => {
  it('are declared with their status', () => {
    expect(REFUSAL_STATUS.AGENT_UNAVAILABLE).toBe(409);
    expect(REFUSAL_STATUS.AGENT_OVER_CONTRACT_HOURS).toBe(409);
    expect(REFUSAL_STATUS.TRAVEL_TOO_SHORT).toBe(409);
  });
});
