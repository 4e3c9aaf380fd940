import {
  AGENCY_RULE_BOUNDS,
  PRICE_GRID_SKILLS,
  type AgencyIdentity,
  type AgencyRules,
  type DatedPriceGrid,
  type NumericAgencyRule,
  type PriceGrid,
} from './agency-settings.ts';
import {
  COMPTE_COMPTABLE_KEYS,
  COMPTE_COMPTABLE_LABELS,
  comptesComptablesOf,
} from './exports-comptables.ts';
import { RELANCES_FACTURES_BOUNDS } from './impayes.ts';
import { SKILLS } from './skills.ts';

/*
 * The checks of what an agency sets in /admin/parametres (issue 24, docs/agence.md): the contract's
 * schemas run them on every save, and the settings screen runs the same ones before sending. A bad
 * field refuses the whole change; each refusal says in French what is expected.
 */

/** Digits only: spaces, dots and dashes a person types are ignored. */
const digitsOf = (value: string) => value.replace(/[\s.-]/g, '');

/** The Luhn checksum (mod 10) of a string of digits. */
function hasLuhnChecksum(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** La Poste's establishments share one SIREN and follow their own key (sum of digits mod 5). */
const LA_POSTE_SIREN = '356000000';

/**
 * A SIRET (INSEE): 14 digits whose Luhn checksum holds, or one of La Poste's whose digits add up
 * to a multiple of 5 (its head office passes Luhn). Spaces are allowed (« 912 345 678 00017 »).
 */
export function isValidSiret(value: string): boolean {
  const digits = digitsOf(value);
  if (!/^\d{14}$/.test(digits)) return false;
  if (hasLuhnChecksum(digits)) return true;
  const sum = [...digits].reduce((total, digit) => total + Number(digit), 0);
  return digits.startsWith(LA_POSTE_SIREN) && sum % 5 === 0;
}

/** A SIRET as printed: « 912 345 678 00017 ». */
export function formatSiret(value: string): string {
  const d = digitsOf(value);
  return /^\d{14}$/.test(d)
    ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 9)} ${d.slice(9)}`
    : value.trim();
}

/** An IBAN without its spaces, in capitals. */
const compactIban = (value: string) => value.replace(/\s/g, '').toUpperCase();

/**
 * An IBAN (ISO 13616): two letters, two check digits, 11 to 30 letters or digits, and the whole
 * passes the mod-97 check (the country code and check digits moved to the end, letters as 10–35,
 * the number's remainder by 97 is 1).
 */
export function isValidIban(value: string): boolean {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const chunk = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of chunk) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** An IBAN as printed: groups of four, in capitals. */
export function formatIban(value: string): string {
  return compactIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** A BIC (ISO 9362): 4 letters (bank), 2 letters (country), 2 letters or digits, optionally 3 more. */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.trim().toUpperCase());
}

/** A French intra-community VAT number: FR, a two-character key, the 9 digits of the SIREN. */
export function isValidTvaIntracom(value: string): boolean {
  return /^FR[0-9A-HJ-NP-Z]{2}\d{9}$/.test(value.replace(/\s/g, '').toUpperCase());
}

/** The French label of each identity field, as the screen and the log name it. */
export const AGENCY_IDENTITY_LABELS: Readonly<Record<keyof AgencyIdentity, string>> = Object.freeze(
  {
    nom: 'Nom',
    forme_juridique: 'Forme juridique',
    capital: 'Capital social',
    rcs: 'RCS',
    siret: 'SIRET',
    tva_intracom: 'N° de TVA intracommunautaire',
    numero_sap: 'N° de déclaration SAP',
    date_declaration_sap: 'Date de déclaration SAP',
    adresse: 'Adresse',
    telephone: 'Téléphone',
    email: 'E-mail',
    iban: 'IBAN',
    bic: 'BIC',
    logo_path: 'Logo',
  },
);

/** The highest hourly price an agency may set, in euros TTC (a typing slip, beyond). */
export const PRICE_MAX_EUROS = 500;

/** Why an hourly price is refused, or null when it is a price: > 0, ≤ 500 €, cents at most. */
export function priceProblem(value: number): string | null {
  if (!Number.isFinite(value)) return 'Un montant en euros est attendu.';
  if (value <= 0) return 'Le tarif doit être supérieur à 0 €.';
  if (value > PRICE_MAX_EUROS)
    return `Le tarif ne peut pas dépasser ${PRICE_MAX_EUROS} € de l’heure.`;
  if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) {
    return 'Le tarif a au plus deux décimales (centimes).';
  }
  return null;
}

const MODE_LABELS = { recurrent: 'récurrent', ponctuel: 'ponctuel' } as const;
const DAY_LABELS = { semaine: 'semaine', weekend: 'week-end et jours fériés' } as const;

/**
 * The problems of a price grid, by field path (`1.recurrent.weekend`): every price passes
 * `priceProblem`, and a weekend or public-holiday hour costs at least a weekday hour.
 */
export function priceGridProblems(grid: PriceGrid): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const skill of PRICE_GRID_SKILLS) {
    for (const mode of ['recurrent', 'ponctuel'] as const) {
      const rates = grid[skill][mode];
      for (const day of ['semaine', 'weekend'] as const) {
        const problem = priceProblem(rates[day]);
        if (problem) problems[`${skill}.${mode}.${day}`] = problem;
      }
      if (!problems[`${skill}.${mode}.weekend`] && rates.weekend < rates.semaine) {
        problems[`${skill}.${mode}.weekend`] =
          'Le tarif du week-end et des jours fériés ne peut pas être inférieur à celui de la semaine.';
      }
    }
  }
  return problems;
}

/** Why a rule's value is refused, or null: a whole number within AGENCY_RULE_BOUNDS. */
export function ruleProblem(rule: NumericAgencyRule, value: number): string | null {
  const { min, max, unit } = AGENCY_RULE_BOUNDS[rule];
  if (!Number.isInteger(value)) return 'Un nombre entier est attendu.';
  if (value < min || value > max) return `Entre ${min} et ${max} ${unit}.`;
  return null;
}

/** A price as the log writes it: « 24 € », « 24,50 € ». */
function euros(value: number): string {
  return `${Number.isInteger(value) ? String(value) : value.toFixed(2).replace('.', ',')} €`;
}

const shown = (value: string | null) => (value ? value : '(vide)');

/** The identity's changes as the log writes them: « SIRET : 912 345 678 00017 → 532 … ». */
export function describeIdentityChanges(before: AgencyIdentity, after: AgencyIdentity): string[] {
  return (Object.keys(AGENCY_IDENTITY_LABELS) as (keyof AgencyIdentity)[])
    .filter((key) => key !== 'logo_path' && (before[key] ?? '') !== (after[key] ?? ''))
    .map((key) => `${AGENCY_IDENTITY_LABELS[key]} : ${shown(before[key])} → ${shown(after[key])}`);
}

/** The rules' changes: « Échéance des factures : 15 → 30 jours ». */
export function describeRulesChanges(before: AgencyRules, after: AgencyRules): string[] {
  const lines = (Object.keys(AGENCY_RULE_BOUNDS) as NumericAgencyRule[])
    .filter((key) => before[key] !== after[key])
    .map((key) => {
      const { label, unit } = AGENCY_RULE_BOUNDS[key];
      return `${label} : ${before[key]} → ${after[key]} ${unit}`;
    });
  // The invoice reminders (issue 27): « Relances … : 7, 15, 30 → 10, 20 jours ».
  const from = (before.relances_factures_jours ?? []).join(', ');
  const to = (after.relances_factures_jours ?? []).join(', ');
  if (from !== to) lines.push(`${RELANCES_FACTURES_BOUNDS.label} : ${from} → ${to} jours`);
  // The sales journal's accounts (issue 28): « Compte Clients : 411000 → 411900 ».
  const comptesBefore = comptesComptablesOf(before.comptes_comptables);
  const comptesAfter = comptesComptablesOf(after.comptes_comptables);
  for (const key of COMPTE_COMPTABLE_KEYS) {
    if (comptesBefore[key] !== comptesAfter[key]) {
      lines.push(
        `Compte ${COMPTE_COMPTABLE_LABELS[key]} : ${comptesBefore[key]} → ${comptesAfter[key]}`,
      );
    }
  }
  return lines;
}

/** The prices a new grid changes from `before`: « Baby-sitting, ponctuel, semaine : 30 € → 32 € ». */
export function describePriceGridChanges(before: PriceGrid, after: PriceGrid): string[] {
  const lines: string[] = [];
  for (const skill of PRICE_GRID_SKILLS) {
    for (const mode of ['recurrent', 'ponctuel'] as const) {
      for (const day of ['semaine', 'weekend'] as const) {
        const from = before[skill][mode][day];
        const to = after[skill][mode][day];
        if (from !== to) {
          lines.push(
            `${SKILLS[skill]}, ${MODE_LABELS[mode]}, ${DAY_LABELS[day]} : ${euros(from)} → ${euros(to)}`,
          );
        }
      }
    }
  }
  return lines;
}

/** Where a saved grid stands on `today`: past (replaced since), in force, or scheduled. */
export type PriceGridStatus = 'passee' | 'en_vigueur' | 'programmee';

/** The status of each saved grid on `today` (YYYY-MM-DD, Paris). */
export function priceGridStatus(
  grids: readonly DatedPriceGrid[],
  effectiveFrom: string,
  today: string,
): PriceGridStatus {
  if (effectiveFrom > today) return 'programmee';
  const later = grids.some((g) => g.effectiveFrom > effectiveFrom && g.effectiveFrom <= today);
  return later ? 'passee' : 'en_vigueur';
}

/**
 * A saved grid may change or go only while it has not started: from its first day it priced
 * estimates and quotes, and what it priced must stay explainable.
 */
export function isPriceGridEditable(effectiveFrom: string, today: string): boolean {
  return effectiveFrom > today;
}
