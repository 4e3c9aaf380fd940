import { describe, expect, it } from 'vitest';
import {
  estimateBesoin,
  priceDevis,
  splitBesoinHours,
  splitTTC,
  TAX_CREDIT_RATE,
} from './devis-pricing.ts';

describe('priceDevis', () => {
  it('prices recurring weekday and weekend hours with the section 9 table, per week and per month', () => {
    const price = priceDevis({ skillId: 1, recurring: true, nbHeures: 5, nbHeuresWeekend: 2 });
    expect(price.prixHoraireTTC).toBe(24);
    expect(price.prixHoraireWeekendTTC).toBe(30);
    expect(price.montantTTC).toBe(5 * 24 + 2 * 30);
    expect(price.montantMensuelTTC).toBe(780); // 180 × 52 / 12
    expect(price.creditImpotTTC).toBe(90);
    expect(price.resteAChargeTTC).toBe(90);
    expect(price.resteAChargeMensuelTTC).toBe(390);
  });

  it('uses the one-off and housekeeper grids', () => {
    expect(
      priceDevis({ skillId: 3, recurring: false, nbHeures: 2, nbHeuresWeekend: 1 }),
    ).toMatchObject({
      prixHoraireTTC: 30,
      prixHoraireWeekendTTC: 38,
      montantTTC: 98,
      montantMensuelTTC: null,
      resteAChargeMensuelTTC: null,
    });
    expect(
      priceDevis({ skillId: 5, recurring: true, nbHeures: 1, nbHeuresWeekend: 1 }).montantTTC,
    ).toBe(80);
    expect(
      priceDevis({ skillId: 5, recurring: false, nbHeures: 1, nbHeuresWeekend: 1 }).montantTTC,
    ).toBe(108);
  });

  it('bills a fortnightly or monthly frequency fewer weeks a month', () => {
    const every2 = priceDevis({
      skillId: 1,
      recurring: true,
      nbHeures: 3,
      nbHeuresWeekend: 0,
      frequenceId: 2,
    });
    expect(every2.montantMensuelTTC).toBe(156); // 72 × 26 / 12
    const monthly = priceDevis({
      skillId: 1,
      recurring: true,
      nbHeures: 3,
      nbHeuresWeekend: 0,
      frequenceId: 3,
    });
    expect(monthly.montantMensuelTTC).toBe(72);
  });

  it('keeps negotiated prices when given', () => {
    const price = priceDevis({
      skillId: 1,
      recurring: false,
      nbHeures: 1.5,
      nbHeuresWeekend: 0,
      prixHoraireTTC: 27.5,
    });
    expect(price.montantTTC).toBe(41.25);
    expect(price.prixHoraireWeekendTTC).toBe(38);
  });

  it('refuses an unknown skill, negative or off-grid hours, an unknown frequency', () => {
    expect(() =>
      priceDevis({ skillId: 9, recurring: true, nbHeures: 1, nbHeuresWeekend: 0 }),
    ).toThrow(RangeError);
    expect(() =>
      priceDevis({ skillId: 1, recurring: true, nbHeures: -1, nbHeuresWeekend: 0 }),
    ).toThrow(RangeError);
    expect(() =>
      priceDevis({ skillId: 1, recurring: true, nbHeures: 1.25, nbHeuresWeekend: 0 }),
    ).toThrow(RangeError);
    expect(() =>
      priceDevis({ skillId: 1, recurring: true, nbHeures: 1, nbHeuresWeekend: 0, frequenceId: 7 }),
    ).toThrow(RangeError);
  });

  it('states a 50 % tax credit', () => {
    expect(TAX_CREDIT_RATE).toBe(0.5);
  });
});

describe('splitBesoinHours and estimateBesoin', () => {
  it('prices a one-off need on a weekday at the weekday rate', () => {
    // Tuesday 2026-03-03
    const besoin = {
      service: 1,
      frequence: 'ponctuel' as const,
      date: '2026-03-03',
      time_debut: '09:00',
      time_fin: '12:30',
    };
    expect(splitBesoinHours(besoin)).toEqual({ nbHeures: 3.5, nbHeuresWeekend: 0 });
    expect(estimateBesoin(besoin).montantTTC).toBe(105);
  });

  it('prices a one-off need on a Sunday or a public holiday at the weekend rate', () => {
    const sunday = {
      service: 1,
      frequence: 'ponctuel' as const,
      date: '2026-03-08',
      time_debut: '09:00',
      time_fin: '11:00',
    };
    expect(estimateBesoin(sunday)).toMatchObject({
      nbHeures: 0,
      nbHeuresWeekend: 2,
      montantTTC: 76,
    });
    // Thursday 14 July 2026 is a public holiday.
    const holiday = { ...sunday, date: '2026-07-14' };
    expect(estimateBesoin(holiday)).toMatchObject({ nbHeuresWeekend: 2, montantTTC: 76 });
  });

  it('prices one week of a recurring need, Saturday and Sunday slots at the weekend rate', () => {
    const besoin = {
      service: 4,
      frequence: 'recurrent' as const,
      frequenceType: 'Toutes les semaines',
      reccurentArray: [
        { day: 1, time_debut: '16:30', time_fin: '19:00' },
        { day: 4, time_debut: '16:30', time_fin: '19:00' },
        { day: 6, time_debut: '09:30', time_fin: '12:00' },
      ],
    };
    const price = estimateBesoin(besoin);
    expect(price).toMatchObject({ nbHeures: 5, nbHeuresWeekend: 2.5, montantTTC: 195 });
    expect(price.montantMensuelTTC).toBe(845);
  });

  it('refuses times off the grid, an end before the start, a bad day, an incomplete need', () => {
    const base = { service: 1, frequence: 'ponctuel' as const, date: '2026-03-03' };
    expect(() => splitBesoinHours({ ...base, time_debut: '09:15', time_fin: '10:00' })).toThrow(
      /grille/,
    );
    expect(() => splitBesoinHours({ ...base, time_debut: '10:00', time_fin: '09:00' })).toThrow(
      /suivre/,
    );
    expect(() => splitBesoinHours({ ...base })).toThrow(RangeError);
    expect(() =>
      splitBesoinHours({ service: 1, frequence: 'recurrent', reccurentArray: [] }),
    ).toThrow(/créneau/);
    expect(() =>
      splitBesoinHours({
        service: 1,
        frequence: 'recurrent',
        reccurentArray: [{ day: 8, time_debut: '09:00', time_fin: '10:00' }],
      }),
    ).toThrow(/Jour/);
    expect(() =>
      estimateBesoin({ ...base, service: 0, time_debut: '09:00', time_fin: '10:00' }),
    ).toThrow(/Prestation/);
  });
});

describe('splitTTC', () => {
  it('splits at 10 %, or 5.5 % for help to dependent people', () => {
    expect(splitTTC(110, 1)).toEqual({ ht: 100, tva: 10 });
    expect(splitTTC(105.5, 2)).toEqual({ ht: 100, tva: 5.5 });
  });
});
