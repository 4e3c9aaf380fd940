import { endpoints } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';
import { listAudit } from '../agence/audit.ts';
import * as q from './auth.queries.ts';
import type { TeamDeps } from './team-common.ts';

/** How many changes the log screen shows. */
const JOURNAL_LIMIT = 200;

/** The team's log of changes (who changed what, about whom), newest first. */
export async function listJournalEquipe(deps: TeamDeps, auth: AuthContext) {
  assertCaller(auth, endpoints.listJournalEquipe.access);
  const entries = await listAudit(deps.db, { area: 'equipe', limit: JOURNAL_LIMIT });
  const targetIds = [...new Set(entries.flatMap((entry) => entry.target_user_id ?? []))];
  const names = new Map(
    (await q.listUserNames(deps.db, targetIds)).map((user) => [user.id, user.name]),
  );
  return entries.map((entry) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    actor_user_id: entry.actor_user_id,
    actor_name: entry.actor_name,
    action: entry.action,
    target_user_id: entry.target_user_id,
    target_name: entry.target_user_id === null ? null : (names.get(entry.target_user_id) ?? null),
    summary: entry.summary,
  }));
}
