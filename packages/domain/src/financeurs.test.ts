import { describe, expect, it } from 'vitest';
import {
  checkPeriodeValidite,
  checkPrisesEnChargeOverlap,
  type PlanFinancement,
  repartitionMensuelle,
  type VisiteAFinancer,
} from './financeurs.ts';
import { skillLabel } from './skills.ts';

const apa = (over: Partial<PlanFinancement> = {}): PlanFinancement => ({
  id: 1,
  financeur_id: 10,
  financeur_type: 'departement',
  skill_ids: [2],
  date_debut: '2026-01-01',
  date_fin: null,
  minutes_par_mois: 20 * 60,
  montant_mensuel_centimes: null,
  tarif_horaire_centimes: 2400,
  participation_bp: 1000,
  ...over,
});

const visit = (date: string, minutes: number, over: Partial<VisiteAFinancer> = {}) => ({
  date,
  skill_id: 2,
  minutes,
  prix_horaire_centimes: 2600,
  ...over,
});

/** n visits of `minutes` on consecutive days from `first` (YYYY-MM-DD, n ≤ 28). */
const visits = (first: string, n: number, minutes: number) =>
  Array.from({ length: n }, (_, i) =>
    visit(`${first.slice(0, 8)}${String(Number(first.slice(8)) + i).padStart(2, '0')}`, minutes),
  );

describe('repartitionMensuelle', () => {
  it('splits a month inside the plan: payer rate less participation, the rest to the client', () => {
    // 10 visits of 2 h = 20 h at 26 €/h = 520 €; APA rate 24 €/h → 480 €, 10 % participation 48 €.
    const split = repartitionMensuelle('2026-03', [apa()], visits('2026-03-02', 10, 120));
    expect(split.total_centimes).toBe(52_000);
    expect(split.financeurs).toEqual([
      {
        prise_en_charge_id: 1,
        financeur_id: 10,
        minutes: 1200,
        montant_brut_centimes: 48_000,
        participation_centimes: 4_800,
        montant_centimes: 43_200,
      },
    ]);
    // Participation 48 € + the price over the payer's rate 40 €.
    expect(split.client_centimes).toBe(8_800);
    expect(split.minutes_hors_prise_en_charge).toBe(0);
  });

  it('gives the hours over the plan to the client at the agency price', () => {
    // 12 visits of 2 h = 24 h, the plan covers 20 h: 4 h × 26 € = 104 € more for the client.
    const split = repartitionMensuelle('2026-03', [apa()], visits('2026-03-02', 12, 120));
    expect(split.total_centimes).toBe(62_400);
    expect(split.financeurs[0]!.minutes).toBe(1200);
    expect(split.financeurs[0]!.montant_centimes).toBe(43_200);
    expect(split.client_centimes).toBe(8_800 + 10_400);
    expect(split.minutes_hors_prise_en_charge).toBe(240);
  });

  it('splits a visit that crosses the end of the plan’s hours', () => {
    const split = repartitionMensuelle(
      '2026-03',
      [apa({ minutes_par_mois: 150 })],
      [visit('2026-03-03', 120), visit('2026-03-04', 120)],
    );
    expect(split.financeurs[0]!.minutes).toBe(150);
    expect(split.minutes_hors_prise_en_charge).toBe(90);
    expect(split.financeurs[0]!.montant_centimes + split.client_centimes).toBe(
      split.total_centimes,
    );
  });

  it('splits by visit date when the plan changes mid-month, each plan prorated to its days', () => {
    // March has 31 days: the old plan (31 h/month) runs 1–15 → 15 h, the new one (62 h) 16–31 → 32 h.
    const old = apa({ id: 1, minutes_par_mois: 31 * 60, date_fin: '2026-03-15' });
    const next = apa({
      id: 2,
      minutes_par_mois: 62 * 60,
      date_debut: '2026-03-16',
      tarif_horaire_centimes: 2500,
      participation_bp: 0,
    });
    const split = repartitionMensuelle(
      '2026-03',
      [old, next],
      [
        ...visits('2026-03-01', 10, 120), // 20 h before the change: 15 h covered, 5 h the client's
        ...visits('2026-03-16', 10, 120), // 20 h after: all covered by the new plan
      ],
    );
    expect(split.financeurs.map((p) => [p.prise_en_charge_id, p.minutes])).toEqual([
      [1, 900],
      [2, 1200],
    ]);
    // Old: 15 h × 24 € = 360 €, less 10 % = 324 €. New: 20 h × 25 € = 500 €.
    expect(split.financeurs.map((p) => p.montant_centimes)).toEqual([32_400, 50_000]);
    expect(split.minutes_hors_prise_en_charge).toBe(300);
    expect(split.total_centimes).toBe(104_000);
    expect(split.client_centimes).toBe(104_000 - 32_400 - 50_000);
  });

  it('lets two payers share a client: the département first, the pension fund completes', () => {
    const caisse = apa({
      id: 7,
      financeur_id: 20,
      financeur_type: 'caisse_retraite',
      minutes_par_mois: 10 * 60,
      tarif_horaire_centimes: 2600,
      participation_bp: 2000,
    });
    // Plans given in the other order: the département still pays first.
    const split = repartitionMensuelle(
      '2026-04',
      [caisse, apa({ minutes_par_mois: 8 * 60 })],
      [
        ...visits('2026-04-01', 8, 90), // 12 h
      ],
    );
    expect(split.financeurs.map((p) => [p.financeur_id, p.minutes])).toEqual([
      [10, 480],
      [20, 240],
    ]);
    // Département: 8 h × 24 € = 192 €, less 10 % = 172,80 €. Caisse: 4 h × 26 € = 104 €, less 20 % = 83,20 €.
    expect(split.financeurs.map((p) => p.montant_centimes)).toEqual([17_280, 8_320]);
    expect(split.client_centimes).toBe(31_200 - 17_280 - 8_320);
  });

  it('pays an amount plan up to its monthly amount and ignores services it does not cover', () => {
    const employeur = apa({
      financeur_type: 'employeur',
      skill_ids: [4],
      minutes_par_mois: null,
      montant_mensuel_centimes: 10_000,
      tarif_horaire_centimes: 2000,
      participation_bp: 0,
    });
    const split = repartitionMensuelle(
      '2026-05',
      [employeur],
      [
        visit('2026-05-04', 180, { skill_id: 4 }), // 60 € by the rate
        visit('2026-05-05', 180, { skill_id: 4 }), // 60 € more: capped at 100 €
        visit('2026-05-06', 60, { skill_id: 1 }), // not covered
      ],
    );
    expect(split.financeurs[0]!.montant_brut_centimes).toBe(12_000);
    expect(split.financeurs[0]!.montant_centimes).toBe(10_000);
    expect(split.minutes_hors_prise_en_charge).toBe(60);
    expect(split.client_centimes).toBe(split.total_centimes - 10_000);
  });

  it('ignores visits of other months and plans not yet valid, and stays exact on odd minutes', () => {
    const split = repartitionMensuelle(
      '2026-02',
      [apa({ date_debut: '2026-03-01' })],
      [visit('2026-01-31', 60), visit('2026-02-10', 7, { prix_horaire_centimes: 2599 })],
    );
    expect(split.financeurs).toEqual([]);
    // 7 min × 25,99 €/h = 3,0321… € → 3,03 €.
    expect(split.total_centimes).toBe(303);
    expect(split.client_centimes).toBe(303);
  });

  it('never lets the payer pay more than the agency price for its minutes', () => {
    const split = repartitionMensuelle(
      '2026-03',
      [apa({ tarif_horaire_centimes: 3000, participation_bp: 0 })],
      [visit('2026-03-02', 60)],
    );
    expect(split.financeurs[0]!.montant_centimes).toBe(2600);
    expect(split.client_centimes).toBe(0);
  });

  it('keeps payers + client = total to the cent over many odd visits', () => {
    const many = Array.from({ length: 27 }, (_, i) =>
      visit(`2026-03-${String(i + 1).padStart(2, '0')}`, 37 + i, {
        prix_horaire_centimes: 2599 + i,
      }),
    );
    const split = repartitionMensuelle('2026-03', [apa({ participation_bp: 1234 })], many);
    const payes = split.financeurs.reduce((sum, p) => sum + p.montant_centimes, 0);
    expect(payes + split.client_centimes).toBe(split.total_centimes);
    expect(split.client_centimes).toBeGreaterThanOrEqual(0);
    for (const p of split.financeurs) expect(Number.isInteger(p.montant_centimes)).toBe(true);
  });
});

describe('funding plan checks', () => {
  const plan = {
    id: 1,
    financeur_id: 10,
    skill_ids: [2],
    date_debut: '2026-01-01',
    date_fin: '2026-06-30',
  };

  it('refuses a plan ending before it starts', () => {
    expect(checkPeriodeValidite({ date_debut: '2026-02-01', date_fin: '2026-01-31' }).ok).toBe(
      false,
    );
    expect(checkPeriodeValidite({ date_debut: '2026-02-01', date_fin: '2026-02-01' }).ok).toBe(
      true,
    );
  });

  it('refuses an overlapping plan of the same payer for the same service, naming it', () => {
    const result = checkPrisesEnChargeOverlap(
      { financeur_id: 10, skill_ids: [1, 2], date_debut: '2026-06-30', date_fin: null },
      [plan],
      skillLabel,
    );
    expect(result).toMatchObject({ ok: false, code: 'PRISE_EN_CHARGE_OVERLAP' });
    expect(!result.ok && result.reason).toContain('du 01/01/2026 au 30/06/2026');
  });

  it('accepts the next plan, another payer, another service, or the plan itself', () => {
    const check = (p: Parameters<typeof checkPrisesEnChargeOverlap>[0]) =>
      checkPrisesEnChargeOverlap(p, [plan], skillLabel).ok;
    expect(
      check({ financeur_id: 10, skill_ids: [2], date_debut: '2026-07-01', date_fin: null }),
    ).toBe(true);
    expect(
      check({ financeur_id: 11, skill_ids: [2], date_debut: '2026-03-01', date_fin: null }),
    ).toBe(true);
    expect(
      check({ financeur_id: 10, skill_ids: [1], date_debut: '2026-03-01', date_fin: null }),
    ).toBe(true);
    expect(check({ ...plan, date_fin: '2026-12-31' })).toBe(true);
  });
});
