import { describe, expect, it } from 'vitest';
import {
  availableAgentReasons,
  compareAvailableAgents,
  familiarityTier,
  holidayOf,
  isOnHalfHourGrid,
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
