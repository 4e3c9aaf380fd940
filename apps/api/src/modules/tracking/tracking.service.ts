import type { FormulaireVueKind } from '../../db/schema/tracking.ts';
import type { Db, Tx } from '../../db/client.ts';
import * as q from './tracking.queries.ts';

/**
 * Counts one opening of the need form ('vue') or one need added from it ('ajout') on a day, for
 * the commercial figures. No personal data beyond the client's id.
 */
export function recordFormulaireVue(
  db: Db | Tx,
  entry: { kind: FormulaireVueKind; date: string; clientId: number | null },
): Promise<void> {
  return q.insertFormulaireVue(db, {
    kind: entry.kind,
    date: entry.date.slice(0, 10),
    client_id: entry.clientId,
  });
}
