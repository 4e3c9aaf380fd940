import type { Db, Tx } from '../../db/client.ts';
import * as q from './agence.queries.ts';

/*
 * The log of who changed what in the agency's administration (issue 24): the team (module auth)
 * and the settings (this module) write an entry in the transaction of the change, so a change
 * without its entry cannot be saved. Module agence owns `audit_log`.
 */

export type AuditArea = 'equipe' | 'parametres' | 'tarifs';

export interface AuditEntry {
  area: AuditArea;
  /** invite, roles, deactivate, reactivate, identity, rules, logo, price_grid… */
  action: string;
  actor: { id: number; name: string };
  targetUserId?: number | null;
  /** What changed, in French, as the log screen shows it. */
  summary: string;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await q.insertAuditEntry(db, {
    area: entry.area,
    action: entry.action,
    actor_user_id: entry.actor.id,
    actor_name: entry.actor.name,
    target_user_id: entry.targetUserId ?? null,
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditView {
  id: number;
  at: Date;
  actor_user_id: number | null;
  actor_name: string;
  area: string;
  action: string;
  target_user_id: number | null;
  summary: string;
}

/** The latest entries, newest first. */
export async function listAudit(
  db: Db | Tx,
  options: { area?: AuditArea; limit?: number } = {},
): Promise<AuditView[]> {
  const rows = await q.listAuditEntries(db, { area: options.area, limit: options.limit ?? 100 });
  return rows.map(({ before: _before, after: _after, ...view }) => view);
}
