import type { Db, Tx } from '../../db/client.ts';
import { selectMutuelleNames } from './mutuelles.queries.ts';

/*
 * The insurers as other modules show them: a quote and a mission name the insurer that covers
 * them. The clients module owns the `mutuelles` table.
 */

/** Names of some insurers, by id (the caller's transaction when there is one). */
export function mutuelleNames(conn: Db | Tx, ids: readonly number[]): Promise<Map<number, string>> {
  return selectMutuelleNames(conn, ids);
}
