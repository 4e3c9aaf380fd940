import { isoDayOfWeek } from './dates.ts';
import { TAX_CREDIT_RATE, tvaRate } from './devis-pricing.ts';
import { isFrenchHoliday } from './holidays.ts';

/*
 * How an invoice is priced from the confirmed timesheet (docs/facturation.md):
 * - each confirmed line (minutes, Paris day, skill) is priced at the quote's weekday or weekend
 *   hourly rate TTC; a Saturday or a Sunday is 'weekend', a public holiday on a weekday is
 *   'ferie' and priced at the weekend rate, any other day 'semaine';
 * - quantite = minutes / 60 to two decimals, montant_ttc = round2(minutes × rate / 60);
 * - the line is split into HT and VAT at its own rate (5.5 % skill 2, 10 % otherwise):
 *   montant_ht = round2(ttc / (1 + taux)), montant_tva = ttc − ht;
 * - the invoice totals are the sums of its lines, and the VAT is also grouped per rate;
 * - the mutuelle pays the hours it still grants, line after line in date order (a line may be
 *   split in two); the rest is the household's, which gets the 50 % tax credit.
 */

export const round2 = (amount: number): number => Math.round(amount * 100) / 100;

export type LigneTarif = 'semaine' | 'weekend' | 'ferie' | 'forfait';

/** 'weekend' on Saturday and Sunday, 'ferie' on a public holiday falling on a weekday. */
export function tarifOfDay(date: string): 'semaine' | 'weekend' | 'ferie' {
  if (isoDayOfWeek(date) >= 6) return 'weekend';
  if (isFrenchHoliday(date)) return 'ferie';
  return 'semaine';
}

export interface HourlyRates {
  /** Weekday rate TTC. */
  semaine: number;
  /** Saturday, Sunday and public holidays rate TTC. */
  weekend: number;
}

export interface TimedLineToPrice {
  /** Paris day 'YYYY-MM-DD'. */
  date: string;
  minutes: number;
  skillId: number;
  rates: HourlyRates;
}

export interface PricedLine {
  tarif: LigneTarif;
  minutes: number | null;
  quantite: number;
  prix_unitaire_ttc: number;
  taux_tva: number;
  montant_ht: number;
  montant_tva: number;
  montant_ttc: number;
}

/** Splits a TTC amount at a VAT rate: HT rounded to the cent, VAT the difference. */
export function splitTTCAtRate(montantTTC: number, taux: number): { ht: number; tva: number } {
  const ht = round2(montantTTC / (1 + taux));
  return { ht, tva: round2(montantTTC - ht) };
}

/**
 * Prices one confirmed timesheet line.
 * @throws RangeError for negative or non-integer minutes.
 */
export function priceTimedLine(line: TimedLineToPrice): PricedLine {
  if (!Number.isInteger(line.minutes) || line.minutes < 0) {
    throw new RangeError(`Minutes invalides : ${String(line.minutes)}.`);
  }
  const tarif = tarifOfDay(line.date);
  const rate = tarif === 'semaine' ? line.rates.semaine : line.rates.weekend;
  const montant_ttc = round2((line.minutes * rate) / 60);
  const taux_tva = tvaRate(line.skillId);
  const { ht, tva } = splitTTCAtRate(montant_ttc, taux_tva);
  return {
    tarif,
    minutes: line.minutes,
    quantite: round2(line.minutes / 60),
    prix_unitaire_ttc: rate,
    taux_tva,
    montant_ht: ht,
    montant_tva: tva,
    montant_ttc,
  };
}

/** A line typed by accounting: quantity × unit price TTC at the given VAT rate. */
export function priceTypedLine(
  quantite: number,
  prixUnitaireTTC: number,
  taux: number,
): PricedLine {
  const montant_ttc = round2(quantite * prixUnitaireTTC);
  const { ht, tva } = splitTTCAtRate(montant_ttc, taux);
  return {
    tarif: 'forfait',
    minutes: null,
    quantite,
    prix_unitaire_ttc: prixUnitaireTTC,
    taux_tva: taux,
    montant_ht: ht,
    montant_tva: tva,
    montant_ttc,
  };
}

export interface TvaParTaux {
  taux_tva: number;
  montant_ht: number;
  montant_tva: number;
  montant_ttc: number;
}

export interface InvoiceTotals {
  montant_ht: number;
  montant_tva: number;
  montant_ttc: number;
  tva_par_taux: TvaParTaux[];
}

type LineAmounts = Pick<PricedLine, 'taux_tva' | 'montant_ht' | 'montant_tva' | 'montant_ttc'>;

/** Invoice totals: sums of the lines, and the same grouped per VAT rate (rates ascending). */
export function invoiceTotals(lines: readonly LineAmounts[]): InvoiceTotals {
  const perRate = new Map<number, TvaParTaux>();
  let ht = 0;
  let tva = 0;
  let ttc = 0;
  for (const line of lines) {
    ht += line.montant_ht;
    tva += line.montant_tva;
    ttc += line.montant_ttc;
    const group = perRate.get(line.taux_tva) ?? {
      taux_tva: line.taux_tva,
      montant_ht: 0,
      montant_tva: 0,
      montant_ttc: 0,
    };
    group.montant_ht = round2(group.montant_ht + line.montant_ht);
    group.montant_tva = round2(group.montant_tva + line.montant_tva);
    group.montant_ttc = round2(group.montant_ttc + line.montant_ttc);
    perRate.set(line.taux_tva, group);
  }
  return {
    montant_ht: round2(ht),
    montant_tva: round2(tva),
    montant_ttc: round2(ttc),
    tva_par_taux: [...perRate.values()].sort((a, b) => a.taux_tva - b.taux_tva),
  };
}

/** The household's 50 % tax credit on an invoice it pays, and what is left to its charge. */
export function taxCredit(
  montantTTC: number,
  payer: 'client' | 'mutuelle',
): { credit_impot_ttc: number; reste_a_charge_ttc: number } {
  if (payer === 'mutuelle') return { credit_impot_ttc: 0, reste_a_charge_ttc: montantTTC };
  const credit = round2(montantTTC * TAX_CREDIT_RATE);
  return { credit_impot_ttc: credit, reste_a_charge_ttc: round2(montantTTC - credit) };
}

export interface MinutesLine {
  date: string;
  minutes: number;
}

/**
 * Splits the month's lines between the mutuelle and the client: in date order, lines are covered
 * until `grantedMinutes` is used up (the line that crosses the limit is split in two).
 */
export function splitMutuelleMinutes<L extends MinutesLine>(
  lines: readonly L[],
  grantedMinutes: number,
): { mutuelle: L[]; client: L[] } {
  let left = Math.max(0, Math.floor(grantedMinutes));
  const mutuelle: L[] = [];
  const client: L[] = [];
  const sorted = [...lines].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const line of sorted) {
    if (left >= line.minutes) {
      if (line.minutes > 0) mutuelle.push(line);
      left -= line.minutes;
    } else if (left > 0) {
      mutuelle.push({ ...line, minutes: left });
      client.push({ ...line, minutes: line.minutes - left });
      left = 0;
    } else {
      client.push(line);
    }
  }
  return { mutuelle, client };
}
