import { describe, expect, it } from 'vitest';
import { DECEMBER_2_VISITS } from './test-fixtures.ts';
import {
  DEFAULT_STAFFING_LEAD_HOURS,
  firstVisitStart,
  needTimingOf,
  overlapMessage,
  overlappingVisits,
  staffingRisk,
  staffingRiskMessage,
  type NeedTiming,
} from './lead-time.ts';

// Saturday 28 November 2026, 12:00 UTC = 13:00 in Paris (winter time, UTC+1).
const NOW = new Date('2026-11-28T12:00:00Z');
const wall = (iso: string) => new Date(`${iso}Z`);

const oneOff = (date: string, debut: string, fin: string) =>
  needTimingOf({
    frequence: 'ponctuel',
    date,
    time_debut: debut,
    time_fin: fin,
    reccurentArray: [],
  })!;
const weekly = (date: string, slots: { day: number; time_debut: string; time_fin: string }[]) =>
  needTimingOf({ frequence: 'recurrent', date, reccurentArray: slots })!;

describe('lead time before the first visit (issue 22, point 7)', () => {
  it('defaults to 24 hours', () => {
    expect(DEFAULT_STAFFING_LEAD_HOURS).toBe(24);
  });

  it('flags a one-off need for today starting in 10 minutes (Paris clock)', () => {
    const need = oneOff('2026-11-28', '13:10', '15:00');
    expect(firstVisitStart(need, NOW)).toEqual(wall('2026-11-28T13:10:00'));
    expect(staffingRisk(firstVisitStart(need, NOW), NOW)).toEqual({
      premiere_intervention: wall('2026-11-28T13:10:00'),
      delai_heures: 24,
    });
  });

  it('leaves a need three days ahead alone, and follows another lead time', () => {
    expect(
      staffingRisk(firstVisitStart(oneOff('2026-12-01', '09:00', '11:00'), NOW), NOW),
    ).toBeNull();
    const inThreeHours = firstVisitStart(oneOff('2026-11-28', '16:00', '18:00'), NOW);
    expect(staffingRisk(inThreeHours, NOW, 2)).toBeNull();
    expect(staffingRisk(inThreeHours, NOW, 4)?.delai_heures).toBe(4);
  });

  it('compares on the Paris clock, not UTC', () => {
    // 22:30 UTC is 23:30 in Paris: a visit planned 29/11 at 23:00 is 23 h 30 away (24 h 30 in UTC).
    const late = new Date('2026-11-28T22:30:00Z');
    expect(
      staffingRisk(firstVisitStart(oneOff('2026-11-29', '23:00', '23:30'), late), late),
    ).not.toBeNull();
  });

  it('finds the first weekly occurrence from the first day and from now', () => {
    // Starting today: Sunday 09:00 (tomorrow) comes first, 20 h away.
    const sunday = weekly('2026-11-28', [
      { day: 3, time_debut: '09:00', time_fin: '11:00' },
      { day: 7, time_debut: '09:00', time_fin: '10:00' },
    ]);
    expect(firstVisitStart(sunday, NOW)).toEqual(wall('2026-11-29T09:00:00'));
    expect(staffingRisk(firstVisitStart(sunday, NOW), NOW)).not.toBeNull();
    // Today's Saturday slot at 10:00 has passed: next Saturday.
    const saturday = weekly('2026-11-28', [{ day: 6, time_debut: '10:00', time_fin: '12:00' }]);
    expect(firstVisitStart(saturday, NOW)).toEqual(wall('2026-12-05T10:00:00'));
    // Starting on Monday 7 December.
    const later = weekly('2026-12-07', [{ day: 1, time_debut: '08:00', time_fin: '09:00' }]);
    expect(firstVisitStart(later, NOW)).toEqual(wall('2026-12-07T08:00:00'));
    expect(firstVisitStart({ ...later, slots: [] } as NeedTiming, NOW)).toBeNull();
  });

  it('tells the family in French when and why staffing is not guaranteed', () => {
    expect(
      staffingRiskMessage({ premiere_intervention: '2026-11-28T13:10:00.000Z', delai_heures: 24 }),
    ).toBe(
      'Votre première intervention (le 28/11/2026 à 13:10) commence dans moins de 24 h : nous ne pouvons pas garantir qu’un intervenant sera disponible. L’agence cherche en priorité et vous prévient si personne n’est trouvé.',
    );
  });
});

describe('a new need overlapping the family’s planned visits', () => {
  const visits = [
    ...DECEMBER_2_VISITS,
    {
      id: 3,
      date_debut: '2026-12-09T10:00:00.000Z',
      date_fin: '2026-12-09T12:00:00.000Z',
      statut: 'planifiee',
    },
    {
      id: 4,
      date_debut: '2026-12-03T10:00:00.000Z',
      date_fin: '2026-12-03T12:00:00.000Z',
      statut: 'planifiee',
    },
  ];

  it('names the planned visits a one-off need overlaps, never a cancelled one', () => {
    const found = overlappingVisits(oneOff('2026-12-02', '10:00', '12:00'), visits, NOW);
    expect(found.map((v) => v.id)).toEqual([1]);
  });

  it('lets a need that only touches a visit go without a warning', () => {
    expect(overlappingVisits(oneOff('2026-12-02', '11:00', '12:00'), visits, NOW)).toEqual([]);
  });

  it('checks every week of a recurring need', () => {
    const wednesdays = weekly('2026-11-30', [{ day: 3, time_debut: '10:30', time_fin: '11:30' }]);
    expect(overlappingVisits(wednesdays, visits, NOW).map((v) => v.id)).toEqual([1, 3]);
  });

  it('warns in French, naming the visits', () => {
    expect(overlapMessage([visits[0]!])).toBe(
      'Ce besoin chevauche une intervention déjà prévue chez vous (Mer. 02/12/2026 09:00 - 11:00). Vous pouvez tout de même l’envoyer.',
    );
    expect(overlapMessage(visits)).toContain('4 interventions déjà prévues chez vous');
    expect(overlapMessage(visits)).toContain('et 1 autre(s)');
  });
});
