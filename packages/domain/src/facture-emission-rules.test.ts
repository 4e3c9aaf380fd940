import { describe, expect, it } from 'vitest';
import { checkFactureHasAmount } from './facture-rules.ts';
import { REFUSAL_STATUS } from './refusals.ts';

/* Issue 27, point 4: issuing a month at once skips a draft that has nothing to invoice. */

describe('checkFactureHasAmount', () => {
  it('allows a draft with lines and an amount', () => {
    expect(checkFactureHasAmount({ montant_ttc: 0.01, nb_lignes: 1 }).ok).toBe(true);
  });

  it('refuses a draft without lines or without an amount, in French', () => {
    for (const draft of [
      { montant_ttc: 0, nb_lignes: 2 },
      { montant_ttc: 120, nb_lignes: 0 },
      { montant_ttc: -5, nb_lignes: 1 },
    ]) {
      const result = checkFactureHasAmount(draft);
      expect(result).toMatchObject({ ok: false, code: 'FACTURE_EMPTY' });
      if (!result.ok) expect(result.reason).toMatch(/rien à facturer/);
    }
    expect(REFUSAL_STATUS.FACTURE_EMPTY).toBe(409);
  });
});
