import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RELANCES_FACTURES_JOURS,
  IMPAYE_TRANCHE_LABELS,
  IMPAYE_TRANCHES,
  impayeTranche,
  joursDeRetard,
  relanceNiveauDu,
  relancesFacturesProblem,
} from './impayes.ts';
import { wallClockInstant } from './instants.ts';

/*
 * The aged list's buckets and the reminders' rules (issue 27 point 3). Instants are written in
 * UTC; the Paris day comes from the domain's one rule, so these pass in any TZ.
 */

/** A due date stored as the last instant of its Paris day (23:59:59 Paris, summer time or not). */
const dueOn = (day: string) => wallClockInstant(new Date(`${day}T23:59:59Z`));

describe('joursDeRetard', () => {
  const now = new Date('2026-03-20T10:00:00Z');

  it('counts Paris days from the due day to today', () => {
    expect(joursDeRetard(dueOn('2026-03-20'), now)).toBe(0);
    expect(joursDeRetard(dueOn('2026-03-19'), now)).toBe(1);
    expect(joursDeRetard(dueOn('2026-03-25'), now)).toBe(-5);
    expect(joursDeRetard(null, now)).toBeNull();
  });

  it('uses the Paris day on both sides, not the UTC one', () => {
    // 23:30Z on the 19th is already the 20th in Paris: an invoice due on the 19th is 1 day late.
    expect(joursDeRetard(dueOn('2026-03-19'), new Date('2026-03-19T23:30:00Z'))).toBe(1);
    // 22:30Z on the 19th is still the 19th in Paris: due today.
    expect(joursDeRetard(dueOn('2026-03-19'), new Date('2026-03-19T22:30:00Z'))).toBe(0);
  });

  it('counts across the change to summer time', () => {
    // Summer time starts on 2026-03-29: 10 calendar days, not 10 × 24 hours.
    expect(joursDeRetard(dueOn('2026-03-25'), new Date('2026-04-04T06:00:00Z'))).toBe(10);
  });
});

describe('impayeTranche', () => {
  it('puts each boundary in its bucket', () => {
    const cases: [number | null, string][] = [
      [null, 'a_echoir'],
      [-3, 'a_echoir'],
      [0, 'a_echoir'],
      [1, 'retard_1_15'],
      [15, 'retard_1_15'],
      [16, 'retard_16_30'],
      [30, 'retard_16_30'],
      [31, 'retard_31_60'],
      [60, 'retard_31_60'],
      [61, 'retard_plus_60'],
      [400, 'retard_plus_60'],
    ];
    for (const [jours, tranche] of cases) expect(impayeTranche(jours), String(jours)).toBe(tranche);
  });

  it('from the due day and the Paris day of now', () => {
    const now = new Date('2026-05-01T08:00:00Z');
    const tranche = (day: string) => impayeTranche(joursDeRetard(dueOn(day), now));
    expect(tranche('2026-05-01')).toBe('a_echoir');
    expect(tranche('2026-04-30')).toBe('retard_1_15');
    expect(tranche('2026-04-16')).toBe('retard_1_15');
    expect(tranche('2026-04-15')).toBe('retard_16_30');
    expect(tranche('2026-04-01')).toBe('retard_16_30');
    expect(tranche('2026-03-31')).toBe('retard_31_60');
    expect(tranche('2026-03-02')).toBe('retard_31_60');
    expect(tranche('2026-03-01')).toBe('retard_plus_60');
  });

  it('has one label per bucket, in order', () => {
    expect(IMPAYE_TRANCHES).toEqual([
      'a_echoir',
      'retard_1_15',
      'retard_16_30',
      'retard_31_60',
      'retard_plus_60',
    ]);
    expect(IMPAYE_TRANCHE_LABELS.retard_plus_60).toBe('Plus de 60 jours');
  });
});

describe('relanceNiveauDu', () => {
  it('is the highest delay passed', () => {
    const delais = DEFAULT_RELANCES_FACTURES_JOURS;
    expect(delais).toEqual([7, 15, 30]);
    expect(relanceNiveauDu(null, delais)).toBe(0);
    expect(relanceNiveauDu(6, delais)).toBe(0);
    expect(relanceNiveauDu(7, delais)).toBe(1);
    expect(relanceNiveauDu(14, delais)).toBe(1);
    expect(relanceNiveauDu(15, delais)).toBe(2);
    expect(relanceNiveauDu(30, delais)).toBe(3);
    expect(relanceNiveauDu(90, delais)).toBe(3);
  });
});

describe('relancesFacturesProblem', () => {
  it('accepts one to five increasing whole days from 1 to 180', () => {
    expect(relancesFacturesProblem([7, 15, 30])).toBeNull();
    expect(relancesFacturesProblem([1])).toBeNull();
    expect(relancesFacturesProblem([1, 2, 3, 4, 180])).toBeNull();
  });

  it('refuses the rest in French', () => {
    expect(relancesFacturesProblem([])).toBe('Indiquez au moins une relance.');
    expect(relancesFacturesProblem([1, 2, 3, 4, 5, 6])).toBe('5 relances au plus.');
    expect(relancesFacturesProblem([7.5])).toBe('Des nombres entiers de jours sont attendus.');
    expect(relancesFacturesProblem(['7'])).toBe('Des nombres entiers de jours sont attendus.');
    expect(relancesFacturesProblem([0])).toBe('Chaque délai est entre 1 et 180 jours.');
    expect(relancesFacturesProblem([181])).toBe('Chaque délai est entre 1 et 180 jours.');
    expect(relancesFacturesProblem([15, 7])).toMatch(/croissant/);
    expect(relancesFacturesProblem([7, 7])).toMatch(/croissant/);
  });
});
