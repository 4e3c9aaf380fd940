import { describe, expect, it } from 'vitest';
import { endpoints } from './index.ts';

/* The body of a move from the planning board (issue 26, docs/planning.md « Déplacer, affecter, forcer »). */

describe('deplacerIntervention body', () => {
  const body = endpoints.deplacerIntervention.body;
  const valid = {
    intervention_id: 12,
    candidat_id: 7,
    date: '2026-03-10',
    time_debut: '09:00',
    time_fin: '11:30',
  };
  const messages = (value: object) =>
    body.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

  it('accepts a move, one intervention by default, and nobody (back to « à pourvoir »)', () => {
    expect(body.parse(valid)).toEqual({ ...valid, serie: false });
    expect(body.parse({ ...valid, candidat_id: null, serie: true })).toMatchObject({
      candidat_id: null,
      serie: true,
    });
  });

  it('keeps the reason of a forcing trimmed, 5 to 500 characters', () => {
    expect(body.parse({ ...valid, forcer: { motif: '  Accord de Chloé  ' } }).forcer).toEqual({
      motif: 'Accord de Chloé',
    });
    expect(messages({ ...valid, forcer: { motif: '  ok   ' } })).toEqual([
      'Expliquez pourquoi en 5 caractères au moins.',
    ]);
    expect(messages({ ...valid, forcer: { motif: 'a'.repeat(501) } })).toEqual([
      '500 caractères au plus.',
    ]);
    expect(body.safeParse({ ...valid, forcer: {} }).success).toBe(false);
  });

  it('refuses times off the half-hour grid, an end before the start, an extra field', () => {
    expect(body.safeParse({ ...valid, time_debut: '09:15' }).success).toBe(false);
    expect(messages({ ...valid, time_fin: '09:00' })).toEqual([
      "L'heure de fin doit suivre l'heure de début.",
    ]);
    expect(body.safeParse({ ...valid, regles: [] }).success).toBe(false);
    expect(body.safeParse({ ...valid, candidat_id: undefined }).success).toBe(false);
  });
});
