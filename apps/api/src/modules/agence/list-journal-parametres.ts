import { endpoints } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { ResultOf } from '../../plugins/contract-routes.ts';
import * as q from './agence.queries.ts';
import type { ParametresDeps } from './parametres-view.ts';

/** How many entries the log screen shows. */
const JOURNAL_LIMIT = 200;

/** `GET /api/agence/parametres/journal`: the settings' and prices' changes, newest first. */
export async function listJournalParametres(
  deps: Pick<ParametresDeps, 'db'>,
  auth: AuthContext,
): Promise<ResultOf<typeof endpoints.listJournalParametres>> {
  assertCaller(auth, endpoints.listJournalParametres.access);
  const rows = await q.listAuditEntriesOfAreas(deps.db, ['parametres', 'tarifs'], JOURNAL_LIMIT);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
