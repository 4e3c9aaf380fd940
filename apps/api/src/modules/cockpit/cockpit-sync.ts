import type { Db } from '../../db/client.ts';
import type { CockpitKind } from '../../db/schema/cockpit.ts';

/*
 * Every read of a cockpit first derives its tasks from the data (cockpit-derive*.ts). Fifty
 * operators reading at once would run fifty identical derivations, each upserting the same rows
 * (they wait on each other's row locks). Here the reads share them: while one derivation runs,
 * the readers who arrive wait for ONE next derivation, started once the running one ends, so
 * that each reader still sees the tasks derived from data at least as recent as its call.
 */

interface SyncState {
  running: Promise<void> | null;
  next: Promise<void> | null;
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
    state = { running: null, next: null };
    byKind.set(kind, state);
  }
  return state;
}

/** Runs `derive` for this database and cockpit, sharing it with the readers that arrive meanwhile. */
export function sharedSync(db: Db, kind: CockpitKind, derive: () => Promise<void>): Promise<void> {
  const state = stateOf(db, kind);
  const start = (): Promise<void> => {
    const run = derive().finally(() => {
      if (state.running === run) state.running = null;
    });
    state.running = run;
    return run;
  };
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
