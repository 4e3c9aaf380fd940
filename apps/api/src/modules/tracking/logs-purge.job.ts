import type { ModuleDeps } from '../module-deps.ts';

/* STUB (issue 13, to be written): deletes usage logs older than LOG_RETENTION_DAYS. */
export async function runLogsPurgeJob(_deps: ModuleDeps, _now: Date): Promise<{ deleted: number }> {
  return { deleted: 0 };
}
