import type { ModuleDeps } from '../module-deps.ts';
import { deleteLogsBatch } from './tracking.queries.ts';

/** Rows deleted per statement: each batch is short, other writes to `logs` never wait long. */
export const LOGS_PURGE_BATCH = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the usage logs created more than LOG_RETENTION_DAYS before `now`
 * (docs/usage-logs.md), in batches of LOGS_PURGE_BATCH until none is left. Idempotent: two
 * instances running it together only share the work.
 */
export async function runLogsPurgeJob(
  deps: Pick<ModuleDeps, 'db' | 'config'>,
  now: Date,
  batchSize: number = LOGS_PURGE_BATCH,
): Promise<{ deleted: number }> {
  const before = new Date(now.getTime() - deps.config.logRetentionDays * DAY_MS);
  let deleted = 0;
  for (;;) {
    const batch = await deleteLogsBatch(deps.db, before, batchSize);
    deleted += batch;
    if (batch < batchSize) return { deleted };
  }
}
