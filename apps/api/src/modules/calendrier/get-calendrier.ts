import { endpoints } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';
import { findActiveFeedOfUser } from './calendrier.queries.ts';
import { NO_FEED, type CalendrierDeps, type CalendrierState } from './calendrier-common.ts';

/** `GET /api/calendrier`: whether the caller has a feed link in force (never the link itself). */
export async function getCalendrier(
  deps: CalendrierDeps,
  auth: AuthContext,
): Promise<CalendrierState> {
  assertCaller(auth, endpoints.getCalendrier.access);
  const feed = await findActiveFeedOfUser(deps.db, auth.userId);
  if (!feed) return NO_FEED;
  return {
    actif: true,
    created_at: feed.created_at.toISOString(),
    last_read_at: feed.last_read_at?.toISOString() ?? null,
  };
}
