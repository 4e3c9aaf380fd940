import type { ResultOf } from '../../plugins/contract-routes.ts';
import type { endpoints } from '@maisonnee/contract';
import {
  priceGridOn,
  priceGridStatus,
  toParisIsoDate,
  type DatedPriceGrid,
} from '@maisonnee/domain';
import type { Storage } from '../../adapters/storage/disk-storage.ts';
import type { AppConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import * as q from './agence.queries.ts';
import { readAgencySettings } from './agency-settings.ts';

/*
 * What /admin/parametres shows, answered by its read and by each of its writes (the screen shows
 * what was saved without asking again): identity, logo, rules, and the grids dated against the
 * agency's day.
 */

export type ParametresView = ResultOf<typeof endpoints.getParametresAgence>;

/** What the parametres operations need of the module's dependencies. */
export interface ParametresDeps {
  db: Db;
  config: AppConfig;
  storage: Storage;
  now: () => Date;
}

const LOGO_TYPES: Readonly<Record<string, string>> = { png: 'image/png', jpg: 'image/jpeg' };

/** The logo as a `data:` URL for the screen's preview, or null when it is missing. */
async function logoUrl(storage: Storage, path: string | null): Promise<string | null> {
  if (!path || !(await storage.exists(path))) return null;
  const type = LOGO_TYPES[path.slice(path.lastIndexOf('.') + 1)] ?? 'image/png';
  return `data:${type};base64,${(await storage.read(path)).toString('base64')}`;
}

export async function parametresView(
  deps: ParametresDeps,
  conn: Db | Tx = deps.db,
): Promise<ParametresView> {
  const today = toParisIsoDate(deps.now());
  const settings = await readAgencySettings(conn, deps.config);
  const rows = await q.listPriceGridsWithAuthors(conn);
  const dated: DatedPriceGrid[] = rows.map((row) => ({
    effectiveFrom: row.effective_from,
    grid: row.grid,
  }));
  const inForce = rows.find(
    (row) => priceGridStatus(dated, row.effective_from, today) === 'en_vigueur',
  );
  // Newest first: the last scheduled one in the list is the next to start.
  const next = rows.filter((row) => row.effective_from > today).at(-1);
  return {
    identity: settings.identity,
    logo_url: await logoUrl(deps.storage, settings.identity.logo_path),
    rules: settings.rules,
    today,
    grille_en_vigueur: {
      effective_from: inForce?.effective_from ?? null,
      grid: priceGridOn(dated, today),
    },
    prochaine_grille: next ? { effective_from: next.effective_from, grid: next.grid } : null,
    grilles: rows.map((row) => ({
      effective_from: row.effective_from,
      grid: row.grid,
      statut: priceGridStatus(dated, row.effective_from, today),
      created_at: row.created_at.toISOString(),
      created_by_name: row.created_by_name,
    })),
  };
}
