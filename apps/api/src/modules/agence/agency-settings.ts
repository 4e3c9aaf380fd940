import {
  DEFAULT_AGENCY_RULES,
  priceGridOn,
  toParisIsoDate,
  type AgencyIdentity,
  type AgencyRules,
  type DatedPriceGrid,
  type PriceGrid,
} from '@maisonnee/domain';
import type { AppConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import * as q from './agence.queries.ts';

/*
 * What every module reads of the agency's settings (issue 24, docs/agence.md). The database row
 * is the truth once an administrator saved it; before, the environment's AGENCY_* variables (and
 * the rules' former variables) give the first values. Read when needed: one primary-key lookup.
 */

export interface AgencySettings {
  identity: AgencyIdentity;
  rules: AgencyRules;
}

/** The identity and rules of a new installation, from the environment. */
export function settingsFromConfig(config: AppConfig): AgencySettings {
  const a = config.agency;
  return {
    identity: {
      nom: a.nom,
      forme_juridique: '',
      capital: '',
      rcs: '',
      siret: a.siret,
      tva_intracom: a.tvaIntracom,
      numero_sap: a.numeroSap,
      date_declaration_sap: '',
      adresse: a.adresse,
      telephone: a.telephone,
      email: config.mail.sales,
      iban: a.iban,
      bic: a.bic,
      logo_path: null,
    },
    rules: {
      ...DEFAULT_AGENCY_RULES,
      delai_reservation_heures: config.staffingLeadHours,
      delai_releve_jours: config.timesheetContestDays,
      echeance_facture_jours: config.invoiceDueDays,
    },
  };
}

/** The agency's identity and rules in force. */
export async function readAgencySettings(db: Db | Tx, config: AppConfig): Promise<AgencySettings> {
  const first = settingsFromConfig(config);
  const row = await q.findSettingsRow(db);
  if (!row) return first;
  // A key added to the settings after the row was saved takes its first value.
  return {
    identity: { ...first.identity, ...row.identity },
    rules: { ...first.rules, ...row.rules },
  };
}

/** Every saved price grid, oldest first. */
export async function readPriceGrids(db: Db | Tx): Promise<DatedPriceGrid[]> {
  const rows = await q.listPriceGridRows(db);
  return rows.map((row) => ({ effectiveFrom: row.effective_from, grid: row.grid }));
}

/** The grid that prices an estimate or a quote made at `at` (its Paris day). */
export async function priceGridAt(db: Db | Tx, at: Date): Promise<PriceGrid> {
  return priceGridOn(await readPriceGrids(db), toParisIsoDate(at));
}
