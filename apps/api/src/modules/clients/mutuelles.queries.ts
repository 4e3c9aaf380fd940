import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { mutuelles } from '../../db/schema/clients.ts';

/** Names of some insurers, by id. */
export async function selectMutuelleNames(
  conn: Db | Tx,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await conn
    .select({ id: mutuelles.id, nom: mutuelles.nom })
    .from(mutuelles)
    .where(inArray(mutuelles.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.nom]));
}
