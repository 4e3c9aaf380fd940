import type { Db, Tx } from '../../db/client.ts';
import * as q from './cockpit.queries.ts';

/**
 * Puts a task on a back-office cockpit (call a prospect back, follow a quote up…), inside the
 * caller's transaction so that the event and its task are saved together. The cockpit screens and
 * their calls (issue 10) will live in this module too.
 */
export function addCockpitTache(
  db: Db | Tx,
  tache: Pick<
    q.NewCockpitTache,
    'kind' | 'title' | 'client_id' | 'candidat_id' | 'note' | 'due_at' | 'created_by_user_id'
  >,
): Promise<void> {
  return q.insertCockpitTache(db, tache);
}
