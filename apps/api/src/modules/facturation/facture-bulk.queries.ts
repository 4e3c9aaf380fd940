import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { facture_lignes, factures } from '../../db/schema/factures.ts';
import type { FactureRow } from './factures.queries.ts';

/* Data access of issuing a month's drafts at once (facture-bulk.service.ts). No business rule. */

const draftsOf = (periode: string) =>
  and(eq(factures.periode, periode), eq(factures.statut, 'brouillon'));

/** The month's drafts: how many, and their total TTC in euros (summed by the database). */
export async function draftsTotal(db: Db, periode: string) {
  const [row] = await db
    .select({
      nb: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${factures.montant_ttc}), 0)::text`,
    })
    .from(factures)
    .where(draftsOf(periode));
  return { nb: Number(row?.nb ?? 0), total: Number(row?.total ?? 0) };
}

/** The month's next drafts after `afterId`, in id order. */
export async function nextDrafts(
  db: Db,
  periode: string,
  afterId: number,
  limit: number,
): Promise<FactureRow[]> {
  return db
    .select()
    .from(factures)
    .where(and(draftsOf(periode), gt(factures.id, afterId)))
    .orderBy(asc(factures.id))
    .limit(limit);
}

/** The month's drafts after `afterId`. */
export async function draftsAfter(db: Db, periode: string, afterId: number): Promise<number> {
  const [row] = await db
    .select({ nb: count() })
    .from(factures)
    .where(and(draftsOf(periode), gt(factures.id, afterId)));
  return Number(row?.nb ?? 0);
}

/** How many lines each invoice has. */
export async function lineCounts(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: facture_lignes.facture_id, nb: count() })
    .from(facture_lignes)
    .where(inArray(facture_lignes.facture_id, [...ids]))
    .groupBy(facture_lignes.facture_id);
  return new Map(rows.map((r) => [r.id, Number(r.nb)]));
}
