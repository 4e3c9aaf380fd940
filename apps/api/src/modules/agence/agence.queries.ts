import type { AgencyIdentity, AgencyRules, PriceGrid } from '@maisonnee/domain';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { agency_settings, audit_log, price_grids, users } from '../../db/schema/index.ts';

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

/* Writes of /admin/parametres: the whole identity or the whole rules in one statement. */

/**
 * Writes the identity of row 1, creating the row with `rulesIfNew` (the rules in force, from the
 * environment) when no administrator saved anything yet.
 */
export async function upsertIdentity(
  db: Db | Tx,
  values: { identity: AgencyIdentity; rulesIfNew: AgencyRules; userId: number; at: Date },
) {
  await db
    .insert(agency_settings)
    .values({
      id: 1,
      identity: values.identity,
      rules: values.rulesIfNew,
      updated_at: values.at,
      updated_by: values.userId,
    })
    .onConflictDoUpdate({
      target: agency_settings.id,
      set: { identity: values.identity, updated_at: values.at, updated_by: values.userId },
    });
}

/** Writes the rules of row 1, creating the row with `identityIfNew` when there is none yet. */
export async function upsertRules(
  db: Db | Tx,
  values: { rules: AgencyRules; identityIfNew: AgencyIdentity; userId: number; at: Date },
) {
  await db
    .insert(agency_settings)
    .values({
      id: 1,
      identity: values.identityIfNew,
      rules: values.rules,
      updated_at: values.at,
      updated_by: values.userId,
    })
    .onConflictDoUpdate({
      target: agency_settings.id,
      set: { rules: values.rules, updated_at: values.at, updated_by: values.userId },
    });
}

/** Every saved grid with the name of who saved it, newest first. */
export function listPriceGridsWithAuthors(db: Db | Tx) {
  return db
    .select({
      effective_from: price_grids.effective_from,
      grid: price_grids.grid,
      created_at: price_grids.created_at,
      created_by_name: users.name,
    })
    .from(price_grids)
    .leftJoin(users, eq(users.id, price_grids.created_by))
    .orderBy(desc(price_grids.effective_from));
}

export async function findPriceGridRow(db: Db | Tx, effectiveFrom: string) {
  const [row] = await db
    .select()
    .from(price_grids)
    .where(eq(price_grids.effective_from, effectiveFrom));
  return row;
}

/** Saves the grid of `effectiveFrom`, in place of a not-yet-effective one of that day. */
export async function upsertPriceGrid(
  db: Db | Tx,
  values: { effectiveFrom: string; grid: PriceGrid; userId: number; at: Date },
) {
  await db
    .insert(price_grids)
    .values({
      effective_from: values.effectiveFrom,
      grid: values.grid,
      created_at: values.at,
      created_by: values.userId,
    })
    .onConflictDoUpdate({
      target: price_grids.effective_from,
      set: { grid: values.grid, created_at: values.at, created_by: values.userId },
    });
}

export async function deletePriceGridRow(db: Db | Tx, effectiveFrom: string) {
  await db.delete(price_grids).where(eq(price_grids.effective_from, effectiveFrom));
}

/** The latest entries of the given areas, newest first. */
export function listAuditEntriesOfAreas(db: Db | Tx, areas: string[], limit: number) {
  return db
    .select({
      id: audit_log.id,
      at: audit_log.at,
      actor_name: audit_log.actor_name,
      area: audit_log.area,
      action: audit_log.action,
      summary: audit_log.summary,
    })
    .from(audit_log)
    .where(inArray(audit_log.area, areas))
    .orderBy(desc(audit_log.at), desc(audit_log.id))
    .limit(limit);
}
