import { agencyWallClock } from '@maisonnee/domain';
import { notFound } from '../../lib/app-error.ts';
import { findFeedByHash, selectFeedVisits, touchFeed } from './calendrier.queries.ts';
import { buildCalendrierIcs, FEED_DAYS_AFTER, FEED_DAYS_BEFORE } from './calendrier-ics.ts';
import type { CalendrierDeps } from './calendrier-common.ts';
import { feedTokenHash, isFeedTokenForm } from './calendrier-token.ts';

const DAY_MS = 86_400_000;

/** The same answer for a secret that never existed, one revoked, and one of a closed account. */
const unknownFeed = () =>
  notFound(
    "Ce lien d'agenda n'existe pas ou a été révoqué : créez-en un nouveau dans votre profil.",
  );

/**
 * `GET /api/calendrier/{token}.ics` (public: the secret is the key): the ICS text of the visits of
 * the link's owner, from 30 days ago to 90 days ahead. Notes the read (`last_read_at`).
 */
export async function readCalendrierIcs(deps: CalendrierDeps, token: string): Promise<string> {
  if (!isFeedTokenForm(token)) throw unknownFeed();
  const feed = await findFeedByHash(deps.db, feedTokenHash(token));
  if (!feed || (!feed.client_id && !feed.candidat_id)) throw unknownFeed();
  const now = deps.now();
  // Planned starts are the agency's wall clock: the window is taken on that clock.
  const wall = agencyWallClock(now).getTime();
  const rows = await selectFeedVisits(
    deps.db,
    { clientId: feed.client_id, candidatId: feed.candidat_id },
    new Date(wall - FEED_DAYS_BEFORE * DAY_MS),
    new Date(wall + FEED_DAYS_AFTER * DAY_MS),
  );
  await touchFeed(deps.db, feed.id, now);
  return buildCalendrierIcs(
    rows,
    { clientId: feed.client_id },
    { host: new URL(deps.config.publicUrl).host, now },
  );
}
