import { DEVIS_RELANCE_JOURS } from './cockpit.ts';
import { DEFAULT_COMPTES_COMPTABLES, type ComptesComptables } from './exports-comptables.ts';
import { DEFAULT_RELANCES_FACTURES_JOURS } from './impayes.ts';
import { CHECK_IN_EARLY_MINUTES } from './interventions.ts';
import { DEFAULT_STAFFING_LEAD_HOURS } from './lead-time.ts';
import { CONTRAT_RELANCE_JOURS } from './recrutement.ts';
import { SKILL_IDS, type SkillId } from './skills.ts';

/*
 * What an agency sets for itself in /admin/parametres (issue 24, docs/agence.md): its identity,
 * its price grid and the rules that used to be constants. The API stores them in the database
 * (module agence); the values below are the first ones, those of the specification, and the
 * environment's AGENCY_* variables fill the identity of a new installation.
 */

/** Hourly prices in euros TTC of one way of booking a service. */
export interface DayRates {
  /** Monday to Friday. */
  semaine: number;
  /** Saturday, Sunday and public holidays. */
  weekend: number;
}

/** The prices of one service. */
export interface ServiceRates {
  /** A recurring need (recurrent). */
  recurrent: DayRates;
  /** A one-off need (ponctuel). */
  ponctuel: DayRates;
}

/** Hourly prices in euros TTC per service (skill id 1 to 5). */
export type PriceGrid = Readonly<Record<SkillId, ServiceRates>>;

const STANDARD_RATES: ServiceRates = {
  recurrent: { semaine: 24, weekend: 30 },
  ponctuel: { semaine: 30, weekend: 38 },
};
const HOUSEKEEPER_RATES: ServiceRates = {
  recurrent: { semaine: 30, weekend: 50 },
  ponctuel: { semaine: 38, weekend: 70 },
};

/**
 * Section 9 of the specification: 24/30 € recurring, 30/38 € one-off, a housekeeper (skill 5)
 * 30/50 € recurring and 38/70 € one-off (weekday / weekend and public holiday).
 */
export const DEFAULT_PRICE_GRID: PriceGrid = Object.freeze({
  1: STANDARD_RATES,
  2: STANDARD_RATES,
  3: STANDARD_RATES,
  4: STANDARD_RATES,
  5: HOUSEKEEPER_RATES,
});

/** A price grid and the first day (Paris calendar, YYYY-MM-DD) it prices new estimates and quotes. */
export interface DatedPriceGrid {
  effectiveFrom: string;
  grid: PriceGrid;
}

/**
 * The grid in force on `day` (YYYY-MM-DD): the latest whose `effectiveFrom` is on or before it,
 * the specification's grid when none is.
 */
export function priceGridOn(grids: readonly DatedPriceGrid[], day: string): PriceGrid {
  let best: DatedPriceGrid | undefined;
  for (const dated of grids) {
    if (dated.effectiveFrom <= day && (!best || dated.effectiveFrom > best.effectiveFrom)) {
      best = dated;
    }
  }
  return best?.grid ?? DEFAULT_PRICE_GRID;
}

/** The agency as quotes, invoices, contracts, certificates and mails name it. */
export interface AgencyIdentity {
  nom: string;
  /** SAS, SARL, association… */
  forme_juridique: string;
  /** Share capital, as printed: « 10 000 € ». */
  capital: string;
  /** « RCS Paris 912 345 678 ». */
  rcs: string;
  siret: string;
  tva_intracom: string;
  /** Déclaration de services à la personne (article L. 7232-1-1 du code du travail). */
  numero_sap: string;
  /** YYYY-MM-DD, or '' when unknown. */
  date_declaration_sap: string;
  adresse: string;
  telephone: string;
  email: string;
  iban: string;
  bic: string;
  /** Storage path of the logo printed on documents, or null. */
  logo_path: string | null;
}

/** The rules an agency sets (they were constants before issue 24). */
export interface AgencyRules {
  /** Hours the agency needs to staff a first visit (STAFFING_LEAD_HOURS). */
  delai_reservation_heures: number;
  /** An agent may check in this many minutes before the start. */
  fenetre_pointage_minutes: number;
  /** Default radius, in km, of the searches for available agents. */
  rayon_recherche_km: number;
  /** Days after the end of a month during which the client may confirm or contest its timesheet. */
  delai_releve_jours: number;
  /** Days after sending a quote before the cockpit asks to remind the client. */
  relance_devis_jours: number;
  /** Days after sending a work contract before the cockpit asks to remind the candidate. */
  relance_contrat_jours: number;
  /** Days between an invoice's issue and its due date. */
  echeance_facture_jours: number;
  /**
   * Days after an invoice's due date when the family is reminded, in increasing order (issue 27;
   * checked by `relancesFacturesProblem`); after the last one the agency gets a cockpit task.
   */
  relances_factures_jours: number[];
  /**
   * The accounts of the sales journal export (issue 28, `exports-comptables.ts`); absent from a
   * row saved before: DEFAULT_COMPTES_COMPTABLES.
   */
  comptes_comptables?: ComptesComptables;
}

/** The rules that are one whole number (every rule but the reminders' list of delays). */
export type NumericAgencyRule = Exclude<
  keyof AgencyRules,
  'relances_factures_jours' | 'comptes_comptables'
>;

export const DEFAULT_AGENCY_RULES: AgencyRules = Object.freeze({
  delai_reservation_heures: DEFAULT_STAFFING_LEAD_HOURS,
  fenetre_pointage_minutes: CHECK_IN_EARLY_MINUTES,
  rayon_recherche_km: 20,
  delai_releve_jours: 5,
  relance_devis_jours: DEVIS_RELANCE_JOURS,
  relance_contrat_jours: CONTRAT_RELANCE_JOURS,
  echeance_facture_jours: 15,
  relances_factures_jours: [...DEFAULT_RELANCES_FACTURES_JOURS],
  comptes_comptables: { ...DEFAULT_COMPTES_COMPTABLES },
});

/** Bounds of each rule, checked by the API and shown by the settings screen. */
export const AGENCY_RULE_BOUNDS: Readonly<
  Record<NumericAgencyRule, { min: number; max: number; label: string; unit: string }>
> = Object.freeze({
  delai_reservation_heures: {
    min: 0,
    max: 24 * 14,
    label: 'Délai pour trouver un agent avant une première intervention',
    unit: 'heures',
  },
  fenetre_pointage_minutes: {
    min: 0,
    max: 120,
    label: 'Pointage possible avant le début de l’intervention',
    unit: 'minutes',
  },
  rayon_recherche_km: {
    min: 1,
    max: 200,
    label: 'Rayon de recherche des agents par défaut',
    unit: 'km',
  },
  delai_releve_jours: {
    min: 1,
    max: 30,
    label: 'Délai de confirmation du relevé d’heures après la fin du mois',
    unit: 'jours',
  },
  relance_devis_jours: { min: 1, max: 60, label: 'Relance d’un devis non signé', unit: 'jours' },
  relance_contrat_jours: {
    min: 1,
    max: 60,
    label: 'Relance d’un contrat de travail non signé',
    unit: 'jours',
  },
  echeance_facture_jours: { min: 0, max: 60, label: 'Échéance des factures', unit: 'jours' },
});

/** Every skill id has a row in a grid; the screens iterate in this order. */
export const PRICE_GRID_SKILLS: readonly SkillId[] = SKILL_IDS;
