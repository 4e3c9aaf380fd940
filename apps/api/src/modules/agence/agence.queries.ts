import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { agency_settings, price_grids } from '../../db/schema/index.ts';

/* The agency's settings row and its price grids (module agence owns both tables). */

export async function findSettingsRow(db: Db | Tx) {
  const [row] = await db.select().from(agency_settings).where(eq(agency_settings.id, 1));
  return row;
}

export function listPriceGridRows(db: Db | Tx) {
  return db.select().from(price_grids).orderBy(asc(price_grids.effective_from));
}
