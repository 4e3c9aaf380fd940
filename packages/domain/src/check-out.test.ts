import { describe, expect, it } from 'vitest';
import {
  checkCheckOutMotif,
  interventionEcourteeLabel,
  isEarlyCheckOut,
  isShortVisit,
  minutesWorkedAt,
  normalizeCheckOutMotif,
  SHORT_VISIT_MINUTES,
  SHORT_VISIT_MOTIF_REQUIRED,
} from './check-out.ts';

// Tuesday 2026-03-03, planned 09:00–11:00 on the agency's clock (winter: Paris = UTC+1).
const planned = {
  date_fin: new Date('2026-03-03T11:00:00Z'),
  prolongation_minutes: null,
  prolongation_statut: null,
};
const checkedIn = { pointage_debut_at: new Date('2026-03-03T08:00:00Z') }; // 09:00 Paris

describe('check-out before the planned end (issue 22, point 6)', () => {
  it('is early until the planned end on the Paris clock, not the UTC one', () => {
    // 10:30 UTC is 11:30 Paris: after the end although 10:30 < 11:00.
    expect(isEarlyCheckOut(planned, new Date('2026-03-03T10:30:00Z'))).toBe(false);
    expect(isEarlyCheckOut(planned, new Date('2026-03-03T09:59:00Z'))).toBe(true);
    expect(isEarlyCheckOut(planned, new Date('2026-03-03T10:00:00Z'))).toBe(false);
  });

  it('counts an accepted extension in the planned end', () => {
    const extended = {
      ...planned,
      prolongation_minutes: 60,
      prolongation_statut: 'acceptee' as const,
    };
    expect(isEarlyCheckOut(extended, new Date('2026-03-03T10:30:00Z'))).toBe(true);
    const refused = { ...extended, prolongation_statut: 'refusee' as const };
    expect(isEarlyCheckOut(refused, new Date('2026-03-03T10:30:00Z'))).toBe(false);
  });

  it('gives the minutes worked so far, null before the check-in', () => {
    expect(minutesWorkedAt(checkedIn, new Date('2026-03-03T09:15:00Z'))).toBe(75);
    expect(minutesWorkedAt({ pointage_debut_at: null }, new Date())).toBeNull();
  });
});

describe('a short visit needs a reason', () => {
  it(`is short under ${SHORT_VISIT_MINUTES} minutes`, () => {
    expect(SHORT_VISIT_MINUTES).toBe(5);
    expect(isShortVisit(4)).toBe(true);
    expect(isShortVisit(5)).toBe(false);
    expect(isShortVisit(null)).toBe(false);
  });

  it('refuses a 4-minute check-out without a reason, or with a blank one', () => {
    const at = new Date('2026-03-03T08:04:00Z');
    expect(checkCheckOutMotif(checkedIn, at, undefined)).toBe(SHORT_VISIT_MOTIF_REQUIRED);
    expect(checkCheckOutMotif(checkedIn, at, '   ')).toBe(SHORT_VISIT_MOTIF_REQUIRED);
    expect(SHORT_VISIT_MOTIF_REQUIRED).toContain('moins de 5 minutes');
  });

  it('accepts a short check-out with a reason, and a 5-minute one without', () => {
    expect(
      checkCheckOutMotif(checkedIn, new Date('2026-03-03T08:04:00Z'), 'Client absent'),
    ).toBeNull();
    expect(checkCheckOutMotif(checkedIn, new Date('2026-03-03T08:05:00Z'), undefined)).toBeNull();
  });

  it('stores the reason trimmed, a blank one as none, and flags the line', () => {
    expect(normalizeCheckOutMotif('  Client absent ')).toBe('Client absent');
    expect(normalizeCheckOutMotif('')).toBeNull();
    expect(normalizeCheckOutMotif(null)).toBeNull();
    expect(interventionEcourteeLabel('Client absent')).toBe(
      'Intervention écourtée : Client absent',
    );
  });
});
