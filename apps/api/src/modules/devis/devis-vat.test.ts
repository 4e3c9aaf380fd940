import { describe, expect, it } from 'vitest';
import { call, devisSuite, LIBRE_LIGNE } from '../../../test/fixtures-devis.ts';

/*
 * Issue 11: a quote whose lines are different services is split into HT and VAT line by line,
 * each at its own rate (5.5 % help to a dependent person, 10 % the other services).
 */

const { t, own } = devisSuite();

describe('VAT of a quote mixing services', () => {
  it('splits each line at its own rate and sums them', async () => {
    const created = await call(t, 'POST', '/api/devis/devis-libre', own.operator, {
      client_id: own.alice.clientId,
      lignes: [
        LIBRE_LIGNE, // skill 1, 4 weekend hours at 38 € = 152 € at 10 %
        { ...LIBRE_LIGNE, client_besoin_skill_id: 2, libelle: 'Aide à la toilette' }, // 152 € at 5.5 %
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body.data.montant_ttc).toBe(304);
    // 152 / 1.1 = 138.18; 152 / 1.055 = 144.08 → HT 282.26, VAT 21.74 (one rate would give 276.36).
    expect(created.body.data.montant_ht).toBe(282.26);
    expect(created.body.data.montant_tva).toBe(21.74);
  });

  it('keeps a single-service quote at its rate', async () => {
    const created = await call(t, 'POST', '/api/devis/devis-libre', own.operator, {
      client_id: own.alice.clientId,
      lignes: [{ ...LIBRE_LIGNE, client_besoin_skill_id: 2 }],
    });
    expect(created.body.data.montant_ht).toBe(144.08);
    expect(created.body.data.montant_tva).toBe(7.92);
  });
});
