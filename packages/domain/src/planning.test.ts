import { describe, expect, it } from 'vitest';
import {
  availableAgentReasons,
  compareAvailableAgents,
  familiarityTier,
  holidayOf,
  isOnHalfHourGrid,
  isWithinDeclaredAvailability,
  mondayOfWeek,
  slotsWithinAgentLimits,
  type RankedAgent,
} from './planning.ts';

const agent = (over: Partial<RankedAgent>): RankedAgent => ({
  nbInterventionsChezClient: 0,
  noteClient: null,
  distanceKm: 5,
  nbCreneauxDisponibles: 2,
  nbCreneauxDemandes: 2,
  ...over,
});

describe('ranking the agents available for a client', () => {
  it('puts known and well-rated agents first, badly rated ones last', () => {
    expect(familiarityTier(agent({ nbInterventionsChezClient: 3, noteClient: 4.5 }))).toBe(0);
    expect(familiarityTier(agent({ nbInterventionsChezClient: 3 }))).toBe(1);
    expect(familiarityTier(agent({}))).toBe(2);
    expect(familiarityTier(agent({ nbInterventionsChezClient: 1, noteClient: 2 }))).toBe(3);
  });

  it('orders by what the client knows, then by slots covered, then by distance', () => {
    const near = agent({ distanceKm: 1 });
    const far = agent({ distanceKm: 15 });
    const knownFar = agent({ distanceKm: 18, nbInterventionsChezClient: 4, noteClient: 5 });
    const partial = agent({ distanceKm: 0.5, nbCreneauxDisponibles: 1 });
    const badlyRated = agent({ distanceKm: 0.2, nbInterventionsChezClient: 2, noteClient: 1 });
    const sorted = [far, partial, badlyRated, near, knownFar].sort(compareAvailableAgents);
    expect(sorted).toEqual([knownFar, near, far, partial, badlyRated]);
  });

  it('says why in French', () => {
    expect(
      availableAgentReasons(
        agent({ nbInterventionsChezClient: 2, noteClient: 4.5, distanceKm: 3.2 }),
      ),
    ).toEqual([
      'Déjà intervenu(e) chez ce client (2 interventions)',
      'Noté(e) 4,5/5 par ce client',
      'Libre sur tous les créneaux',
      'À 3,2 km du client',
    ]);
    expect(availableAgentReasons(agent({ distanceKm: null, nbCreneauxDisponibles: 1 }))).toEqual([
      "N'est encore jamais intervenu(e) chez ce client",
      'Libre sur 1 créneau(x) sur 2',
      'Distance inconnue (adresse non localisée)',
    ]);
  });
});

describe('slots', () => {
  it('accepts periods on the half-hour grid only', () => {
    const at = (iso: string) => new Date(iso);
    expect(isOnHalfHourGrid({ start: at('2026-03-03T09:00Z'), end: at('2026-03-03T11:30Z') })).toBe(
      true,
    );
    expect(isOnHalfHourGrid({ start: at('2026-03-03T09:15Z'), end: at('2026-03-03T11:30Z') })).toBe(
      false,
    );
    expect(isOnHalfHourGrid({ start: at('2026-03-03T09:00Z'), end: at('2026-03-03T09:00Z') })).toBe(
      false,
    );
  });

  it('names the public holiday a slot falls on', () => {
    expect(
      holidayOf({ start: new Date('2026-05-01T09:00Z'), end: new Date('2026-05-01T12:00Z') }),
    ).toBe('1er mai');
    expect(
      holidayOf({ start: new Date('2026-04-06T09:00Z'), end: new Date('2026-04-06T12:00Z') }),
    ).toBe('Lundi de Pâques');
    expect(
      holidayOf({ start: new Date('2026-05-05T09:00Z'), end: new Date('2026-05-05T12:00Z') }),
    ).toBeNull();
  });
});

describe('what an agent agreed to work', () => {
  const slot = (day: string, from: string, to: string) => ({
    start: new Date(`${day}T${from}:00Z`),
    end: new Date(`${day}T${to}:00Z`),
  });
  // 2026-12-07 is a Monday, 2026-12-08 a Tuesday.
  const aminata = [{ day: 1, time_debut: '08:00', time_fin: '12:00' }];

  it('keeps a slot inside the declared availability of its weekday only', () => {
    expect(isWithinDeclaredAvailability(aminata, slot('2026-12-07', '09:00', '12:00'))).toBe(true);
    expect(isWithinDeclaredAvailability(aminata, slot('2026-12-08', '09:00', '12:00'))).toBe(false);
    expect(isWithinDeclaredAvailability(aminata, slot('2026-12-07', '11:00', '13:00'))).toBe(false);
    expect(isWithinDeclaredAvailability(aminata, slot('2026-12-07', '07:30', '09:00'))).toBe(false);
  });

  it('joins declared slots that touch, and restricts nobody who declared nothing', () => {
    const split = [
      { day: 1, time_debut: '12:00', time_fin: '14:00' },
      { day: 1, time_debut: '08:00', time_fin: '12:00' },
    ];
    expect(isWithinDeclaredAvailability(split, slot('2026-12-07', '10:00', '13:00'))).toBe(true);
    expect(isWithinDeclaredAvailability([], slot('2026-12-08', '21:00', '23:00'))).toBe(true);
  });

  it('finds the Monday of a week, Sunday included in the week before', () => {
    expect(mondayOfWeek(new Date('2026-12-13T22:00:00Z')).toISOString()).toBe(
      '2026-12-07T00:00:00.000Z',
    );
    expect(mondayOfWeek(new Date('2026-12-14T00:00:00Z')).toISOString()).toBe(
      '2026-12-14T00:00:00.000Z',
    );
  });

  it("keeps the week's planned hours plus the slots within the contract's weekly hours", () => {
    // 20 h a week, 17 h already planned that week: a 3 h slot fits, a second one does not.
    const planned = [
      slot('2026-12-07', '08:00', '17:00'),
      slot('2026-12-09', '08:00', '16:00'),
      slot('2026-12-14', '08:00', '18:00'),
    ];
    const tuesday = slot('2026-12-08', '09:00', '12:00');
    const thursday = slot('2026-12-10', '09:00', '12:00');
    const nextTuesday = slot('2026-12-15', '09:00', '12:00');
    const limits = { disponibilites: [], nbHeuresHebdo: 20 };
    expect(slotsWithinAgentLimits(limits, planned, [thursday, tuesday, nextTuesday])).toEqual([
      tuesday,
      nextTuesday,
    ]);
    expect(
      slotsWithinAgentLimits({ ...limits, nbHeuresHebdo: null }, planned, [tuesday, thursday]),
    ).toEqual([tuesday, thursday]);
    expect(
      slotsWithinAgentLimits({ disponibilites: aminata, nbHeuresHebdo: null }, [], [tuesday]),
    ).toEqual([]);
  });
});
