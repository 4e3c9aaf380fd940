import type { Db } from '../../db/client.ts';
import type { CockpitKind } from '../../db/schema/cockpit.ts';
import { writeCallCount } from '../../lib/write-count.ts';

/*
 * Every read of a cockpit first derives its tasks from the data (cockpit-derive*.ts). Fifty
 * operators reading at once would run fifty identical derivations, each upserting the same rows
 * (they wait on each other's row locks). Here the reads share them: while one derivation runs,
 * the readers who arrive wait for ONE next derivation, started once the running one ends, so
 * that each reader still sees the tasks derived from data at least as recent as its call.
 *
 * And a derivation is reused, without running again, while no write call has run in this process
 * since it started and it started less than DERIVATION_REUSE_MS ago: operators reading the
 * cockpits while nothing changes (the usual case, and each screen polls) would otherwise run the
 * same derivation over the whole agency's data on every read. Any write call (a signed quote, a
 * leave, a treated task…) makes the next read derive again; changes made elsewhere (another
 * instance, a scheduled job, time passing) show within the age limit.
 */

/**
 * How long a derivation serves the reads that follow it when nothing was written meanwhile, by
 * default (`COCKPIT_REUSE_MS`; tests set 0).
 */
export const DERIVATION_REUSE_MS = 5_000;

interface SyncState {
  running: Promise<void> | null;
  next: Promise<void> | null;
  /** The last derivation that succeeded: when it started (clock ms) and the write count then. */
  last: { startedAt: number; writes: number } | null;
}

const states = new WeakMap<Db, Map<CockpitKind, SyncState>>();

function stateOf(db: Db, kind: CockpitKind): SyncState {
  let byKind = states.get(db);
  if (!byKind) {
    byKind = new Map();
    states.set(db, byKind);
  }
  let state = byKind.get(kind);
  if (!state) {
    state = { running: null, next: null, last: null };
    byKind.set(kind, state);
  }
  return state;
}

/**
 * Runs `derive` for this database and cockpit, sharing it with the readers that arrive meanwhile,
 * or reuses the last one when it is recent and nothing was written since. `nowMs` is the
 * service's clock (tests move it).
 */
export function sharedSync(
  db: Db,
  kind: CockpitKind,
  derive: () => Promise<void>,
  nowMs: number,
  reuseMs: number = DERIVATION_REUSE_MS,
): Promise<void> {
  const state = stateOf(db, kind);
  const start = (): Promise<void> => {
    const began = { startedAt: nowMs, writes: writeCallCount() };
    const run = derive()
      .then(() => {
        state.last = began;
      })
      .finally(() => {
        if (state.running === run) state.running = null;
      });
    state.running = run;
    return run;
  };
  const last = state.last;
  const isReusable =
    last !== null &&
    last.writes === writeCallCount() &&
    nowMs >= last.startedAt &&
    nowMs - last.startedAt < reuseMs;
  if (!state.running && isReusable) return Promise.resolve();
  if (!state.running) return start();
  // A derivation that began before this call may have missed its data: wait for the next one.
  state.next ??= state.running
    .catch(() => undefined)
    .then(() => {
      state.next = null;
      return start();
    });
  return state.next;
}
