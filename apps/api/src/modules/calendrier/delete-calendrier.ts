import { endpoints } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';
import { revokeFeedsOfUser } from './calendrier.queries.ts';
import { NO_FEED, type CalendrierDeps, type CalendrierState } from './calendrier-common.ts';

/** `DELETE /api/calendrier`: revokes the caller's feed link; it answers 404 from now on. */
export async function deleteCalendrier(
  deps: CalendrierDeps,
  auth: AuthContext,
): Promise<CalendrierState> {
  assertCaller(auth, endpoints.deleteCalendrier.access);
  await revokeFeedsOfUser(deps.db, auth.userId, deps.now());
  return NO_FEED;
}
