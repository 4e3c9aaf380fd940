import type { FastifyBaseLogger } from 'fastify';
import type { FormulaireVueKind } from '../../db/schema/tracking.ts';
import type { Db, Tx } from '../../db/client.ts';
import * as q from './tracking.queries.ts';
import type { EventValue } from './usage-log-privacy.ts';

/**
 * Counts one opening of the need form ('vue') or one need added from it ('ajout') on a day, for
 * the commercial figures. No personal data beyond the client's id.
 */
export function recordFormulaireVue(
  db: Db | Tx,
  entry: { kind: FormulaireVueKind; date: string; clientId: number | null },
): Promise<void> {
  return q.insertFormulaireVue(db, {
    kind: entry.kind,
    date: entry.date.slice(0, 10),
    client_id: entry.clientId,
  });
}

/** What each kind of usage log keeps (docs/usage-logs.md). */
export type UsageLog =
  | {
      kind: 'session';
      payload: { platform: string; app_version: string; is_native: boolean; started_at: string };
    }
  | { kind: 'visited-page'; payload: { page: string } }
  | { kind: 'event'; payload: { name: string; data: Record<string, EventValue> } };

export interface UsageLogService {
  /**
   * Stores one log of `userId` after the caller's answer has gone: the write runs in the
   * background, a failure is logged and never reaches the caller. Over the per-user flood limit,
   * or with too many writes waiting already, the log is dropped. Answers whether it was queued.
   */
  record(userId: number, entry: UsageLog): boolean;
  /** Resolves when every write queued so far has ended (tests, shutdown). */
  settled(): Promise<void>;
}

/** Logs a user may send in one minute; beyond, they are dropped (a screen looping). */
export const USAGE_LOG_FLOOD_LIMIT = 120;
/** Writes waiting for the database at once; beyond (the database stalls), logs are dropped. */
export const USAGE_LOG_MAX_PENDING = 500;
const MINUTE_MS = 60_000;

export function createUsageLogService(deps: {
  db: Db;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  now: () => Date;
  floodLimit?: number;
  maxPending?: number;
}): UsageLogService {
  const floodLimit = deps.floodLimit ?? USAGE_LOG_FLOOD_LIMIT;
  const maxPending = deps.maxPending ?? USAGE_LOG_MAX_PENDING;
  const pending = new Set<Promise<void>>();
  // Fixed one-minute windows shared by every user: the counts start again at each new minute,
  // so the map never holds more than the users of the current minute.
  let window = -1;
  const counts = new Map<number, number>();

  function withinFloodLimit(userId: number): boolean {
    const current = Math.floor(deps.now().getTime() / MINUTE_MS);
    if (current !== window) {
      window = current;
      counts.clear();
    }
    const count = (counts.get(userId) ?? 0) + 1;
    counts.set(userId, count);
    return count <= floodLimit;
  }

  return {
    record(userId, entry) {
      if (!withinFloodLimit(userId)) return false;
      if (pending.size >= maxPending) {
        deps.log.warn({ kind: entry.kind }, 'journal d’usage ignoré : trop d’écritures en attente');
        return false;
      }
      const write = q
        .insertLog(deps.db, { kind: entry.kind, user_id: userId, payload: entry.payload })
        .catch((error: unknown) => {
          deps.log.error(
            { kind: entry.kind, err: error instanceof Error ? error.message : String(error) },
            'journal d’usage non enregistré',
          );
        })
        .finally(() => pending.delete(write));
      pending.add(write);
      return true;
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
