import { describe, expect, it } from 'vitest';
import { splitTTCPerLine } from './devis-pricing.ts';
import {
  invoiceTotals,
  priceTimedLine,
  priceTypedLine,
  splitMutuelleMinutes,
  tarifOfDay,
  taxCredit,
} from './invoicing.ts';

const rates = { semaine: 24, weekend: 30 };

describe('invoice line pricing', () => {
  it('prices a weekday line at the weekday rate, 10 % VAT', () => {
    // Tuesday 2026-11-10, 150 min at 24 €: 60.00 TTC, HT 60/1.1 = 54.545… → 54.55, VAT 5.45.
    const line = priceTimedLine({ date: '2026-11-10', minutes: 150, skillId: 1, rates });
    expect(line).toEqual({
      tarif: 'semaine',
      minutes: 150,
      quantite: 2.5,
      prix_unitaire_ttc: 24,
      taux_tva: 0.1,
      montant_ht: 54.55,
      montant_tva: 5.45,
      montant_ttc: 60,
    });
  });

  it('prices a Saturday at the weekend rate', () => {
    // Saturday 2026-11-14, 100 min at 30 €: 50.00; HT 45.45; VAT 4.55; 1.67 h.
    expect(priceTimedLine({ date: '2026-11-14', minutes: 100, skillId: 1, rates })).toMatchObject({
      tarif: 'weekend',
      quantite: 1.67,
      montant_ttc: 50,
      montant_ht: 45.45,
      montant_tva: 4.55,
    });
  });

  it('prices a weekday public holiday (11 November) at the weekend rate, tarif ferie', () => {
    expect(tarifOfDay('2026-11-11')).toBe('ferie');
    // 70 min at 30 €: 35.00 TTC; 5.5 % for skill 2: 35 / 1.055 = 33.175… → 33.18, VAT 1.82.
    expect(priceTimedLine({ date: '2026-11-11', minutes: 70, skillId: 2, rates })).toMatchObject({
      tarif: 'ferie',
      prix_unitaire_ttc: 30,
      montant_ttc: 35,
      taux_tva: 0.055,
      montant_ht: 33.18,
      montant_tva: 1.82,
    });
  });

  it('rounds the line amount to the cent', () => {
    // 43 min at 24 € = 17.2 exactly; 47 min at 24.5 € = 19.191… → 19.19.
    expect(priceTimedLine({ date: '2026-11-10', minutes: 43, skillId: 1, rates }).montant_ttc).toBe(
      17.2,
    );
    const odd = priceTimedLine({
      date: '2026-11-10',
      minutes: 47,
      skillId: 1,
      rates: { semaine: 24.5, weekend: 31 },
    });
    expect(odd.montant_ttc).toBe(19.19);
    expect(odd.quantite).toBe(0.78);
  });

  it('prices a typed line', () => {
    expect(priceTypedLine(2, 12.5, 0.1)).toMatchObject({
      tarif: 'forfait',
      minutes: null,
      montant_ttc: 25,
      montant_ht: 22.73,
      montant_tva: 2.27,
    });
  });
});

describe('invoice totals', () => {
  it('sums the lines and groups VAT per rate', () => {
    const a = priceTimedLine({ date: '2026-11-10', minutes: 150, skillId: 1, rates }); // 60 / 54.55
    const b = priceTimedLine({ date: '2026-11-11', minutes: 70, skillId: 2, rates }); // 35 / 33.18
    const totals = invoiceTotals([a, b]);
    expect(totals.montant_ttc).toBe(95);
    expect(totals.montant_ht).toBe(87.73);
    expect(totals.montant_tva).toBe(7.27);
    expect(totals.tva_par_taux).toEqual([
      { taux_tva: 0.055, montant_ht: 33.18, montant_tva: 1.82, montant_ttc: 35 },
      { taux_tva: 0.1, montant_ht: 54.55, montant_tva: 5.45, montant_ttc: 60 },
    ]);
  });
});

describe('tax credit', () => {
  it('gives the household 50 %, the insurer nothing', () => {
    expect(taxCredit(95.15, 'client')).toEqual({
      credit_impot_ttc: 47.58,
      reste_a_charge_ttc: 47.57,
    });
    expect(taxCredit(95.15, 'mutuelle')).toEqual({
      credit_impot_ttc: 0,
      reste_a_charge_ttc: 95.15,
    });
  });
});

describe('mutuelle split', () => {
  it('covers lines in date order and splits the one that crosses the grant', () => {
    const lines = [
      { id: 3, date: '2026-11-20', minutes: 120 },
      { id: 1, date: '2026-11-03', minutes: 120 },
      { id: 2, date: '2026-11-10', minutes: 120 },
    ];
    const { mutuelle, client } = splitMutuelleMinutes(lines, 180);
    expect(mutuelle).toEqual([
      { id: 1, date: '2026-11-03', minutes: 120 },
      { id: 2, date: '2026-11-10', minutes: 60 },
    ]);
    expect(client).toEqual([
      { id: 2, date: '2026-11-10', minutes: 60 },
      { id: 3, date: '2026-11-20', minutes: 120 },
    ]);
  });

  it('gives everything to the client when the grant is used up', () => {
    const { mutuelle, client } = splitMutuelleMinutes([{ date: '2026-11-03', minutes: 60 }], -30);
    expect(mutuelle).toEqual([]);
    expect(client).toHaveLength(1);
  });
});

describe('quote VAT per line', () => {
  it('splits each quote line at its own rate', () => {
    // 100 € of skill 2 (5.5 %): HT 94.79; 110 € of skill 1 (10 %): HT 100.00 → HT 194.79, VAT 15.21.
    expect(
      splitTTCPerLine(
        210,
        [
          { montantTTC: 100, skillId: 2 },
          { montantTTC: 110, skillId: 1 },
        ],
        1,
      ),
    ).toEqual({ ht: 194.79, tva: 15.21 });
    // Without lines: the default rate.
    expect(splitTTCPerLine(110, [], 1)).toEqual({ ht: 100, tva: 10 });
  });
});
