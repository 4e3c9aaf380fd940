import { describe, expect, it } from 'vitest';
import { canWriteRapport } from './cahier.ts';

describe('canWriteRapport', () => {
  it('allows a finished visit without report', () => {
    expect(
      canWriteRapport({ statut: 'terminee', pointage_fin_at: null, hasRapport: false }),
    ).toEqual({ ok: true });
    expect(
      canWriteRapport({
        statut: 'en_cours',
        pointage_fin_at: '2026-01-01T10:00:00Z',
        hasRapport: false,
      }),
    ).toEqual({ ok: true });
  });
  it('refuses before check-out, a second report and a cancelled visit', () => {
    expect(
      canWriteRapport({ statut: 'en_cours', pointage_fin_at: null, hasRapport: false }),
    ).toMatchObject({
      ok: false,
      code: 'NOT_FINISHED_YET',
    });
    expect(
      canWriteRapport({ statut: 'terminee', pointage_fin_at: null, hasRapport: true }),
    ).toMatchObject({
      ok: false,
      code: 'RAPPORT_ALREADY_SENT',
    });
    expect(
      canWriteRapport({ statut: 'annulee', pointage_fin_at: null, hasRapport: false }),
    ).toMatchObject({
      ok: false,
      code: 'INTERVENTION_CANCELLED',
    });
  });
});
