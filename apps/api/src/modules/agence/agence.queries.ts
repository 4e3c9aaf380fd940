import { asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { agency_settings, audit_log, price_grids } from '../../db/schema/index.ts';

/* The agency's settings row and its price grids (module agence owns both tables). */

export async function findSettingsRow(db: Db | Tx) {
  const [row] = await db.select().from(agency_settings).where(eq(agency_settings.id, 1));
  return row;
}

export function listPriceGridRows(db: Db | Tx) {
  return db.select().from(price_grids).orderBy(asc(price_grids.effective_from));
}

export async function insertAuditEntry(db: Db | Tx, entry: typeof audit_log.$inferInsert) {
  await db.insert(audit_log).values(entry);
}

/** The latest entries of one area (or every area), newest first. */
export function listAuditEntries(db: Db | Tx, options: { area?: string; limit: number }) {
  return db
    .select()
    .from(audit_log)
    .where(options.area ? eq(audit_log.area, options.area) : undefined)
    .orderBy(desc(audit_log.at), desc(audit_log.id))
    .limit(options.limit);
}
