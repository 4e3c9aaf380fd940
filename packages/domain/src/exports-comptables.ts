import { labelledList } from './labelled.ts';

/*
 * The exports an accountant and a payroll office take at the end of a month (issue 28 point 4,
 * docs/exports.md): the sales journal, the payments received, the payroll variables. This file
 * holds their rules shared by the API and the back office: the accounts of the sales journal
 * (set by the agency in its settings), the period an export covers, and the night hours.
 */

/** The VAT rates an invoice line may carry, as they name the accounts (5,5 %, 10 %, 20 %). */
export const TAUX_TVA_COMPTES = [0.055, 0.1, 0.2] as const;

/**
 * The accounts of the sales journal, one per key, with their French label. A sale is credited
 * to the sales account (class 706) of its VAT rate, its VAT to the VAT-collected account (44571)
 * of that rate, and the total is debited to the clients' account (411), or to the third-party
 * payers' one for an invoice addressed to a mutuelle.
 */
export const { labels: COMPTE_COMPTABLE_LABELS, values: COMPTE_COMPTABLE_KEYS } = labelledList({
  ventes_055: 'Ventes — TVA 5,5 %',
  ventes_10: 'Ventes — TVA 10 %',
  ventes_20: 'Ventes — TVA 20 %',
  tva_055: 'TVA collectée 5,5 %',
  tva_10: 'TVA collectée 10 %',
  tva_20: 'TVA collectée 20 %',
  clients: 'Clients',
  tiers_payeurs: 'Tiers payeurs (mutuelles)',
});
export type CompteComptableKey = keyof typeof COMPTE_COMPTABLE_LABELS;
export type ComptesComptables = Record<CompteComptableKey, string>;

/** The usual accounts of the French chart of accounts (PCG) for a home-services agency. */
export const DEFAULT_COMPTES_COMPTABLES: Readonly<ComptesComptables> = Object.freeze({
  ventes_055: '706100',
  ventes_10: '706200',
  ventes_20: '706300',
  tva_055: '4457105',
  tva_10: '4457110',
  tva_20: '4457120',
  clients: '411000',
  tiers_payeurs: '411100',
});

/** The class an account of each kind must start with in the PCG. */
const COMPTE_PREFIXES: Readonly<Record<CompteComptableKey, string>> = Object.freeze({
  ventes_055: '70',
  ventes_10: '70',
  ventes_20: '70',
  tva_055: '4457',
  tva_10: '4457',
  tva_20: '4457',
  clients: '41',
  tiers_payeurs: '41',
});

/**
 * What is wrong with an account number, in French, or null: 3 to 12 digits (accounting software
 * takes digits only), starting with the PCG class of its kind (70…, 4457…, 41…).
 */
export function compteComptableProblem(key: CompteComptableKey, value: string): string | null {
  if (!/^[0-9]{3,12}$/.test(value)) {
    return `${COMPTE_COMPTABLE_LABELS[key]} : un numéro de compte de 3 à 12 chiffres est attendu.`;
  }
  const prefix = COMPTE_PREFIXES[key];
  if (!value.startsWith(prefix)) {
    return `${COMPTE_COMPTABLE_LABELS[key]} : le compte doit commencer par ${prefix}.`;
  }
  return null;
}

/** The accounts in force: the saved ones over the defaults (an older settings row has none). */
export function comptesComptablesOf(saved: Partial<ComptesComptables> | null | undefined) {
  return { ...DEFAULT_COMPTES_COMPTABLES, ...(saved ?? {}) } as ComptesComptables;
}

/** The key of a VAT rate's accounts: 0.055 → '055'; a rate the product does not use → null. */
export function tauxTvaKey(taux: number): '055' | '10' | '20' | null {
  if (Math.abs(taux - 0.055) < 1e-9) return '055';
  if (Math.abs(taux - 0.1) < 1e-9) return '10';
  if (Math.abs(taux - 0.2) < 1e-9) return '20';
  return null;
}

/** The longest period one export covers: a year, leap day included. */
export const EXPORT_MAX_JOURS = 366;

const DAY_MS = 86_400_000;
const isRealDay = (day: string) =>
  /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(day) &&
  new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** Days of a period of Paris days, both counted: 2026-11-01 → 2026-11-30 is 30. */
export function exportPeriodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * What is wrong with an export's period (Paris days 'YYYY-MM-DD', both counted), in French, or
 * null: two real days, the first not after the last, at most EXPORT_MAX_JOURS days.
 */
export function exportPeriodProblem(from: string, to: string): string | null {
  if (!isRealDay(from) || !isRealDay(to)) return 'Dates attendues au format AAAA-MM-JJ.';
  if (from > to) return 'La date de début doit précéder la date de fin.';
  if (exportPeriodDays(from, to) > EXPORT_MAX_JOURS) {
    return `Une période de ${EXPORT_MAX_JOURS} jours au plus.`;
  }
  return null;
}
