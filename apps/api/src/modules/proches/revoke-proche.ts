import { endpoints, type Proche } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { refusal } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import { householdOf, PROCHE_NOT_FOUND, toProche, type ProchesDeps } from './proches-common.ts';
import * as q from './proches.queries.ts';

/**
 * Removes a relative's access at once. Every check of a relative's access reads the `proches`
 * rows on each request (the follow-up, the notebook, the notifications' fan-out), so an open
 * session loses the household with its next call; the session cache of this process forgets the
 * account too. The row stays, with its removal date, for the record.
 */
export async function revokeProche(
  deps: ProchesDeps,
  auth: AuthContext,
  id: number,
): Promise<Proche> {
  assertCaller(auth, endpoints.revokeProche.access);
  householdOf(auth);
  const revoked = await deps.db.transaction(async (tx) => {
    const locked = await q.lockProche(tx, id);
    if (!locked) throw PROCHE_NOT_FOUND();
    assertCaller(auth, endpoints.revokeProche.access, { clientId: locked.client_id });
    if (locked.revoked_at) {
      throw refusal('PROCHE_RETIRE', 'L’accès de ce proche est déjà retiré.');
    }
    return q.markProcheRevoked(tx, locked.id, deps.now());
  });
  if (revoked.user_id) deps.sessions?.forgetUser(revoked.user_id);
  return toProche(revoked);
}
