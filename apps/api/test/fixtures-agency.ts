import {
  DEFAULT_AGENCY_RULES,
  DEFAULT_PRICE_GRID,
  type AgencyIdentity,
  type PriceGrid,
} from '@maisonnee/domain';
import { agency_settings, price_grids } from '../src/db/schema/agence.ts';
import { settingsFromConfig } from '../src/modules/agence/agency-settings.ts';
import type { TestApp } from './helper.ts';

/*
 * The agency's settings as the settings screen would save them (issue 24), written straight in
 * the tables by the tests of the modules that read them.
 */

/** A 1×1 PNG, the smallest logo. */
export const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** An identity unlike the environment's: every mention set. */
export const STORED_IDENTITY = {
  nom: 'Les Mains Vertes Services',
  forme_juridique: 'SARL',
  capital: '8 000 €',
  rcs: 'RCS Lyon 900 111 222',
  siret: '900 111 222 00015',
  tva_intracom: 'FR12900111222',
  numero_sap: 'SAP900111222',
  date_declaration_sap: '2024-03-15',
  adresse: '5 place Bellecour, 69002 Lyon',
  telephone: '04 72 00 00 00',
  email: 'contact@mains-vertes.fr',
  iban: 'FR76 3000 4000 0500 0012 3456 789',
  bic: 'BNPAFRPPXXX',
} as const satisfies Partial<AgencyIdentity>;

/** Saves the agency's identity: the environment's first values, then `patch`. */
export async function saveIdentity(t: TestApp, patch: Partial<AgencyIdentity>) {
  const identity = { ...settingsFromConfig(t.config).identity, ...patch };
  await t.database.db
    .insert(agency_settings)
    .values({ id: 1, identity, rules: { ...DEFAULT_AGENCY_RULES } })
    .onConflictDoUpdate({ target: agency_settings.id, set: { identity } });
  return identity;
}

/** The specification's grid with one service's recurring (or one-off) prices changed. */
export function gridWith(
  skillId: 1 | 2 | 3 | 4 | 5,
  kind: 'recurrent' | 'ponctuel',
  rates: { semaine: number; weekend: number },
): PriceGrid {
  return { ...DEFAULT_PRICE_GRID, [skillId]: { ...DEFAULT_PRICE_GRID[skillId], [kind]: rates } };
}

/** Saves a grid in force from `effectiveFrom` (YYYY-MM-DD). */
export async function saveGrid(t: TestApp, effectiveFrom: string, grid: PriceGrid) {
  await t.database.db
    .insert(price_grids)
    .values({ effective_from: effectiveFrom, grid })
    .onConflictDoUpdate({ target: price_grids.effective_from, set: { grid } });
}

/** No grid saved: the specification's prices. */
export async function clearGrids(t: TestApp) {
  await t.database.db.delete(price_grids);
}
