import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_METERS } from './geo.ts';
import { agencyWallClock } from './instants.ts';
import {
  atUtc,
  canTransition,
  checkAnswerProlongation,
  checkAskProlongation,
  checkClientCancellation,
  checkDirectProlongation,
  checkPointageDebut,
  checkPointageDistance,
  checkPointageFin,
  checkPointageWindow,
  congePeriod,
  effectiveEnd,
  formatDistance,
  isAgentAvailable,
  periodsOverlap,
  weeklyOccurrences,
  workedMinutes,
  type AgentAgenda,
} from './interventions.ts';
import { INTERVENTION_STATUTS } from './statuts.ts';

const home = { lat: 48.8556, lng: 2.3589 };
const metresPerDegree = (EARTH_RADIUS_METERS * Math.PI) / 180;
const north = (metres: number) => ({ lat: home.lat + metres / metresPerDegree, lng: home.lng });

describe('intervention life cycle', () => {
  it('goes planned → in progress → done, and only a planned one can be cancelled', () => {
    expect(canTransition('planifiee', 'en_cours')).toBe(true);
    expect(canTransition('en_cours', 'terminee')).toBe(true);
    expect(canTransition('planifiee', 'annulee')).toBe(true);
    expect(canTransition('planifiee', 'terminee')).toBe(false);
    expect(canTransition('en_cours', 'annulee')).toBe(false);
    for (const to of INTERVENTION_STATUTS) {
      expect(canTransition('terminee', to)).toBe(false);
      expect(canTransition('annulee', to)).toBe(false);
    }
  });

  it('refuses a second check-in and a check-out before the check-in, in French', () => {
    expect(checkPointageDebut('planifiee')).toEqual({ ok: true });
    expect(checkPointageDebut('en_cours')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('déjà pointé votre arrivée'),
    });
    expect(checkPointageFin('planifiee')).toMatchObject({
      ok: false,
      reason: expect.stringContaining("Pointez d'abord votre arrivée"),
    });
    expect(checkPointageFin('en_cours')).toEqual({ ok: true });
    expect(checkPointageFin('terminee').ok).toBe(false);
    expect(checkPointageDebut('annulee').ok).toBe(false);
  });
});

describe('check-in distance', () => {
  it('accepts within 50 m, limit included, and gives the distance', () => {
    expect(checkPointageDistance(home, home, 'arrivee')).toEqual({ ok: true, distanceMeters: 0 });
    expect(checkPointageDistance(north(49.9), home, 'arrivee')).toEqual({
      ok: true,
      distanceMeters: 50,
    });
  });

  it('refuses beyond 50 m with the distance in the message', () => {
    const result = checkPointageDistance(north(200), home, 'depart');
    expect(result).toMatchObject({ ok: false, distanceMeters: 200 });
    expect(!result.ok && result.reason).toContain('200 m');
    expect(!result.ok && result.reason).toContain('votre départ');
    expect(checkPointageDistance(north(50.6), home, 'arrivee').ok).toBe(false);
  });

  it('formats distances the French way', () => {
    expect(formatDistance(35.4)).toBe('35 m');
    expect(formatDistance(1234)).toBe('1,2 km');
  });
});

describe('client cancellation notice (24 hours)', () => {
  const intervention = {
    statut: 'planifiee' as const,
    date_debut: new Date('2026-03-10T09:00:00Z'),
    date_fin: new Date('2026-03-10T11:00:00Z'),
  };

  it('allows a cancellation 24 hours before the start or earlier', () => {
    expect(checkClientCancellation(intervention, new Date('2026-03-09T09:00:00Z')).ok).toBe(true);
  });

  it('refuses later, with the date of the intervention in the reason', () => {
    const result = checkClientCancellation(intervention, new Date('2026-03-09T09:30:00Z'));
    expect(result).toMatchObject({ ok: false });
    expect(!result.ok && result.reason).toContain('24 heures');
    expect(!result.ok && result.reason).toContain('Mar. 10/03/2026 09:00 - 11:00');
  });

  it('refuses once started or already cancelled', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect(checkClientCancellation({ ...intervention, statut: 'en_cours' }, now).ok).toBe(false);
    expect(checkClientCancellation({ ...intervention, statut: 'annulee' }, now).ok).toBe(false);
  });
});

describe('extensions', () => {
  it('are asked by the agent during the intervention, once', () => {
    expect(checkAskProlongation({ statut: 'en_cours', prolongation_statut: null }).ok).toBe(true);
    expect(checkAskProlongation({ statut: 'planifiee', prolongation_statut: null }).ok).toBe(false);
    expect(checkAskProlongation({ statut: 'en_cours', prolongation_statut: 'demandee' }).ok).toBe(
      false,
    );
    expect(checkAskProlongation({ statut: 'en_cours', prolongation_statut: 'refusee' }).ok).toBe(
      true,
    );
    expect(checkDirectProlongation({ statut: 'planifiee', prolongation_statut: null }).ok).toBe(
      true,
    );
    expect(checkDirectProlongation({ statut: 'terminee', prolongation_statut: null }).ok).toBe(
      false,
    );
  });

  it('are answered only while asked', () => {
    expect(checkAnswerProlongation('demandee').ok).toBe(true);
    expect(checkAnswerProlongation(null).ok).toBe(false);
    expect(checkAnswerProlongation('acceptee').ok).toBe(false);
  });

  it('move the end only once accepted', () => {
    const date_fin = new Date('2026-03-10T11:00:00Z');
    expect(
      effectiveEnd({ date_fin, prolongation_minutes: 60, prolongation_statut: 'acceptee' }),
    ).toEqual(new Date('2026-03-10T12:00:00Z'));
    expect(
      effectiveEnd({ date_fin, prolongation_minutes: 60, prolongation_statut: 'demandee' }),
    ).toEqual(date_fin);
  });
});

describe('agents available for a slot', () => {
  const slot = { start: atUtc('2026-03-10', '09:00'), end: atUtc('2026-03-10', '11:00') };
  const free: AgentAgenda = { skillIds: [1, 3], interventions: [], conges: [], absences: [] };

  it('needs the skill', () => {
    expect(isAgentAvailable(free, 1, slot)).toBe(true);
    expect(isAgentAvailable(free, 2, slot)).toBe(false);
  });

  it('needs the agent free at that time (touching slots are fine)', () => {
    const busy = { start: atUtc('2026-03-10', '10:00'), end: atUtc('2026-03-10', '12:00') };
    const before = { start: atUtc('2026-03-10', '07:00'), end: atUtc('2026-03-10', '09:00') };
    expect(isAgentAvailable({ ...free, interventions: [busy] }, 1, slot)).toBe(false);
    expect(isAgentAvailable({ ...free, interventions: [before] }, 1, slot)).toBe(true);
  });

  it('excludes leave (whole days) and absences', () => {
    const conge = { date_debut: '2026-03-09', date_fin: '2026-03-10' };
    expect(congePeriod(conge).end).toEqual(new Date('2026-03-11T00:00:00Z'));
    expect(isAgentAvailable({ ...free, conges: [conge] }, 1, slot)).toBe(false);
    expect(
      isAgentAvailable(
        { ...free, conges: [{ date_debut: '2026-03-11', date_fin: '2026-03-12' }] },
        1,
        slot,
      ),
    ).toBe(true);
    expect(isAgentAvailable({ ...free, absences: [slot] }, 1, slot)).toBe(false);
  });

  it('compares half-open periods', () => {
    expect(periodsOverlap(slot, { start: slot.end, end: atUtc('2026-03-10', '12:00') })).toBe(
      false,
    );
  });
});

describe('weeklyOccurrences', () => {
  it('lists every date of a weekly slot in a period, in UTC', () => {
    // 2026-03-02 is a Monday; Tuesdays 09:00–12:00.
    const periods = weeklyOccurrences(
      { day: 2, start_time: '09:00', end_time: '12:00' },
      '2026-03-02',
      '2026-03-17',
    );
    expect(periods.map((p) => p.start.toISOString())).toEqual([
      '2026-03-03T09:00:00.000Z',
      '2026-03-10T09:00:00.000Z',
      '2026-03-17T09:00:00.000Z',
    ]);
    expect(periods[0]!.end.toISOString()).toBe('2026-03-03T12:00:00.000Z');
  });

  it('starts on the first day when it is the slot day, and ends at 24:00', () => {
    const periods = weeklyOccurrences(
      { day: 1, start_time: '22:00', end_time: '24:00' },
      '2026-03-02',
      '2026-03-02',
    );
    expect(periods).toHaveLength(1);
    expect(periods[0]!.end.toISOString()).toBe('2026-03-03T00:00:00.000Z');
  });
});

describe('checkPointageWindow (30 minutes before the start until the end, agency clock)', () => {
  // 09:00–11:00 on the agency's wall clock; Paris is UTC+1 in March, UTC+2 in July.
  const slot = {
    date_debut: new Date('2026-03-03T09:00:00Z'),
    date_fin: new Date('2026-03-03T11:00:00Z'),
    prolongation_minutes: null,
    prolongation_statut: null,
  };

  it('refuses 04:41 Paris for a 09:00 slot, with the code and the window', () => {
    const result = checkPointageWindow(slot, new Date('2026-03-03T03:41:00Z'));
    expect(result).toMatchObject({
      ok: false,
      code: 'CHECK_IN_OUTSIDE_WINDOW',
      details: { ouverture: '2026-03-03T08:30:00.000Z', fermeture: '2026-03-03T11:00:00.000Z' },
    });
    if (!result.ok) expect(result.reason).toContain('30 minutes avant le début');
  });

  it('accepts 08:30 and 08:35 Paris, and until the end (11:00 included)', () => {
    expect(checkPointageWindow(slot, new Date('2026-03-03T07:30:00Z')).ok).toBe(true);
    expect(checkPointageWindow(slot, new Date('2026-03-03T07:35:00Z')).ok).toBe(true);
    expect(checkPointageWindow(slot, new Date('2026-03-03T10:00:00Z')).ok).toBe(true);
    expect(checkPointageWindow(slot, new Date('2026-03-03T07:29:00Z')).ok).toBe(false);
  });

  it('refuses after the end, unless an accepted extension moves it', () => {
    const late = new Date('2026-03-03T10:15:00Z'); // 11:15 Paris
    expect(checkPointageWindow(slot, late)).toMatchObject({ code: 'CHECK_IN_OUTSIDE_WINDOW' });
    const extended = {
      ...slot,
      prolongation_minutes: 30,
      prolongation_statut: 'acceptee' as const,
    };
    expect(checkPointageWindow(extended, late).ok).toBe(true);
  });

  it("opens the agency's window instead when it sets one (60 minutes: 08:00 Paris)", () => {
    const at0815 = new Date('2026-03-03T07:15:00Z');
    expect(checkPointageWindow(slot, at0815, 60).ok).toBe(true);
    expect(checkPointageWindow(slot, at0815, 30).ok).toBe(false);
    const early = checkPointageWindow(slot, new Date('2026-03-03T06:59:00Z'), 60);
    expect(early).toMatchObject({ details: { ouverture: '2026-03-03T08:00:00.000Z' } });
    if (!early.ok) expect(early.reason).toContain('60 minutes avant le début');
  });

  it('uses summer time in July: 08:35 Paris is 06:35 UTC', () => {
    const july = {
      ...slot,
      date_debut: new Date('2026-07-07T09:00:00Z'),
      date_fin: new Date('2026-07-07T11:00:00Z'),
    };
    expect(checkPointageWindow(july, new Date('2026-07-07T06:35:00Z')).ok).toBe(true);
    expect(checkPointageWindow(july, new Date('2026-07-07T06:25:00Z')).ok).toBe(false);
    expect(agencyWallClock(new Date('2026-07-07T06:35:12Z')).toISOString()).toBe(
      '2026-07-07T08:35:12.000Z',
    );
  });
});

describe('workedMinutes (real times)', () => {
  it('counts from the check-in to the check-out', () => {
    expect(
      workedMinutes({
        pointage_debut_at: '2026-03-03T07:35:00Z',
        pointage_fin_at: new Date('2026-03-03T09:50:00Z'),
      }),
    ).toBe(135);
  });

  it('is null while one of them is missing', () => {
    expect(
      workedMinutes({ pointage_debut_at: '2026-03-03T07:35:00Z', pointage_fin_at: null }),
    ).toBe(null);
  });
});
