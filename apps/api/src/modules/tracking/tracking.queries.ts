import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { formulaire_vues, logs } from '../../db/schema/tracking.ts';

/* Usage figures (form views, logs): this module alone writes them (docs/architecture-map.md). */

export async function insertFormulaireVue(
  db: Db | Tx,
  values: typeof formulaire_vues.$inferInsert,
): Promise<void> {
  await db.insert(formulaire_vues).values(values);
}

/** One usage log (docs/usage-logs.md): the payload is already stripped of personal data. */
export async function insertLog(db: Db | Tx, values: typeof logs.$inferInsert): Promise<void> {
  await db.insert(logs).values(values);
}

/**
 * Deletes at most `limit` usage logs created before `before` and answers how many went. One short
 * statement per batch (the oldest ids first), so that a large purge never holds the table long.
 */
export async function deleteLogsBatch(db: Db, before: Date, limit: number): Promise<number> {
  const result = await db.execute<{ deleted: number }>(sql`
    with gone as (
      delete from ${logs}
      where ${logs.id} in (
        select ${logs.id} from ${logs}
        where ${logs.created_at} < ${before.toISOString()}::timestamptz
        order by ${logs.id}
        limit ${limit}
      )
      returning 1
    )
    select count(*)::int as deleted from gone
  `);
  return Number(result.rows[0]?.deleted ?? 0);
}
