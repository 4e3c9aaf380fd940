import { describe, expect, it } from 'vitest';
import { cesuEmetteurKey, cesuNumeroKey, checkCesuTitres } from './cesu.ts';

const euros = (amount: number) => `${amount.toFixed(2)} €`;

describe('prepaid CESU vouchers', () => {
  it('compares issuers and numbers case, accents and spacing aside', () => {
    expect(cesuEmetteurKey('  Édenred  France ')).toBe(cesuEmetteurKey('EDENRED-france'));
    expect(cesuNumeroKey('12 345-678')).toBe('12345678');
  });

  it('accepts vouchers making the payment amount', () => {
    const titres = [
      { emetteur: 'Edenred', numero: 'A1', montant_centimes: 2000 },
      { emetteur: 'Edenred', numero: 'A2', montant_centimes: 1500 },
    ];
    expect(checkCesuTitres(3500, titres, euros).ok).toBe(true);
  });

  it('refuses a total that differs from the payment', () => {
    const result = checkCesuTitres(
      4000,
      [{ emetteur: 'Up', numero: '1', montant_centimes: 3500 }],
      euros,
    );
    expect(result).toMatchObject({ ok: false, code: 'CESU_TOTAL_MISMATCH' });
  });

  it('refuses the same voucher twice in one payment', () => {
    const result = checkCesuTitres(
      2000,
      [
        { emetteur: 'Up', numero: '12 34', montant_centimes: 1000 },
        { emetteur: 'UP', numero: '1234', montant_centimes: 1000 },
      ],
      euros,
    );
    expect(result).toMatchObject({ ok: false, code: 'CESU_DEJA_ENREGISTRE' });
  });
});
