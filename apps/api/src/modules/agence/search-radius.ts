import type { AppConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { readAgencySettings } from './agency-settings.ts';

/**
 * The radius, in km, of a search for agents, clients or posts around a point: the one the caller
 * gave, else the agency's default radius (`rayon_recherche_km`, /admin/parametres) at the time of
 * the call.
 */
export async function searchRadiusKm(
  db: Db | Tx,
  config: AppConfig,
  given: number | undefined,
): Promise<number> {
  return given ?? (await readAgencySettings(db, config)).rules.rayon_recherche_km;
}
