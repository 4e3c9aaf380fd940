import { describe, expect, it } from 'vitest';
import {
  checkFactureImputable,
  checkImputationAmount,
  checkImputationsTotal,
  eurosToCents,
  REGLEMENT_MODE_LABELS,
  REGLEMENT_MODES,
  resteDuCentimes,
} from './reglements.ts';

const euros = (amount: number) => `${amount.toFixed(2).replace('.', ',')} €`;
const codeOf = (result: { ok: boolean; code?: string }) => (result.ok ? null : result.code);

describe('the payment ledger rules', () => {
  it('names every method in French', () => {
    expect(REGLEMENT_MODES.map((mode) => REGLEMENT_MODE_LABELS[mode])).toEqual([
      'Virement',
      'Carte bancaire',
      'Prélèvement SEPA',
      'Avance immédiate URSSAF',
      'CESU',
      'Chèque',
      'Espèces',
    ]);
  });

  it('counts what remains in cents, after credit notes and payments, never below zero', () => {
    expect(eurosToCents(139.17)).toBe(13917);
    expect(eurosToCents(0.29)).toBe(29);
    expect(
      resteDuCentimes({ montant_centimes: 13917, avoirs_centimes: 5000, regle_centimes: 4000 }),
    ).toBe(4917);
    expect(
      resteDuCentimes({ montant_centimes: 10000, avoirs_centimes: 3000, regle_centimes: 8000 }),
    ).toBe(0);
  });

  it('refuses allocations beyond the payment or beyond what remains', () => {
    expect(codeOf(checkImputationsTotal(10000, [6000, 4000]))).toBeNull();
    expect(codeOf(checkImputationsTotal(10000, [6000, 4001]))).toBe('REGLEMENT_OVER_ALLOCATED');
    expect(codeOf(checkImputationAmount(7000, 7000, 'F-1', euros))).toBeNull();
    const over = checkImputationAmount(7001, 7000, 'F-2026-000001', euros);
    expect(over).toMatchObject({
      ok: false,
      code: 'IMPUTATION_EXCEEDS_REMAINING',
      reason:
        'Le montant imputé dépasse ce qui reste à payer sur la facture F-2026-000001 (70,00 €).',
      details: { reste_centimes: 7000 },
    });
  });

  it('sets a payment against an issued invoice of its client only', () => {
    const issued = { nature: 'facture', statut: 'emise', numero: 'F-1', client_id: 3 };
    expect(codeOf(checkFactureImputable(issued, 3))).toBeNull();
    expect(codeOf(checkFactureImputable(issued, 4))).toBe('FACTURE_OTHER_CLIENT');
    expect(codeOf(checkFactureImputable({ ...issued, nature: 'avoir' }, 3))).toBe(
      'AVOIR_NOT_PAYABLE',
    );
    expect(codeOf(checkFactureImputable({ ...issued, statut: 'brouillon', numero: null }, 3))).toBe(
      'FACTURE_NOT_ISSUED',
    );
    expect(codeOf(checkFactureImputable({ ...issued, statut: 'annulee' }, 3))).toBe(
      'FACTURE_CANCELLED',
    );
  });
});
