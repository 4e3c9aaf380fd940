import { endpoints } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';
import { insertFeed, revokeFeedsOfUser } from './calendrier.queries.ts';
import { assertHasVisits, type CalendrierDeps } from './calendrier-common.ts';
import { feedTokenHash, newFeedToken } from './calendrier-token.ts';

/** The feed's address for a secret: `<PUBLIC_URL>/api/calendrier/<secret>.ics`. */
export function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/calendrier/${token}.ics`;
}

/** The same address as phones open it in their calendar app (`webcal://`). */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/**
 * `POST /api/calendrier`: a new feed link for the caller, in place of the one in force (revoked in
 * the same transaction). The secret is answered this once; only its hash is kept.
 */
export async function createCalendrier(deps: CalendrierDeps, auth: AuthContext) {
  assertCaller(auth, endpoints.createCalendrier.access);
  assertHasVisits(auth);
  const token = newFeedToken();
  const at = deps.now();
  const feed = await deps.db.transaction(async (tx) => {
    await revokeFeedsOfUser(tx, auth.userId, at);
    return insertFeed(tx, auth.userId, feedTokenHash(token), at);
  });
  const url = feedUrl(deps.config.publicUrl, token);
  return { url, webcal_url: webcalUrl(url), created_at: feed.created_at.toISOString() };
}
