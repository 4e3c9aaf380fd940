import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { forbidden } from '../../lib/app-error.ts';

/** What the calendrier operations need from the app. */
export interface CalendrierDeps {
  db: Db;
  config: Pick<AppConfig, 'publicUrl'>;
  now: () => Date;
}

/** The feed's state as the screen reads it. */
export interface CalendrierState {
  actif: boolean;
  created_at: string | null;
  last_read_at: string | null;
}

export const NO_FEED: CalendrierState = { actif: false, created_at: null, last_read_at: null };

/**
 * A feed holds the caller's visits as a family or as an agent: an account with neither space
 * (a client role without a client record) has nothing to put in a calendar.
 */
export function assertHasVisits(auth: AuthContext): void {
  if (!auth.clientId && !auth.candidatId)
    throw forbidden(
      "Ce compte n'a ni espace famille ni espace intervenant : il n'a pas d'interventions à mettre dans un agenda.",
    );
}
