import { useSyncExternalStore } from 'react';
import { pointageDebut } from '../api/pointage-debut.ts';
import { pointageFin } from '../api/pointage-fin.ts';
import {
  dismiss,
  enqueue,
  flushQueue,
  indexedDbQueueStore,
  memoryQueueStore,
  type FlushResult,
  type QueuedPointage,
  type QueueStore,
} from './pointage-queue.ts';

/*
 * The offline check-in queue of the running app: one store for every screen (IndexedDB, or memory
 * where the browser has none), a snapshot React reads, and one sending pass at a time — in this tab
 * and, with the Web Locks API, across the tabs of the phone — so that an event is never sent twice
 * at once.
 */

let store: QueueStore = typeof indexedDB === 'undefined' ? memoryQueueStore() : indexedDbQueueStore;
let snapshot: readonly QueuedPointage[] = [];
const listeners = new Set<() => void>();

/** Another store (tests). */
export function setQueueStore(next: QueueStore): void {
  store = next;
  snapshot = [];
}

async function reload(): Promise<void> {
  try {
    snapshot = await store.read();
  } catch {
    // IndexedDB closed or refused (private mode): the queue stays as it was last read.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) void reload();
  return () => listeners.delete(listener);
}

/** The events kept on this phone (waiting and refused), read again on every change. */
export function usePointagesHorsLigne(): readonly QueuedPointage[] {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}

/** True when the browser says it has no network (false when it cannot tell). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Keeps a check-in or check-out made without the network. */
export async function recordPointageHorsLigne(item: QueuedPointage): Promise<void> {
  await enqueue(store, item);
  await reload();
}

/** The agent has read a refusal: it leaves the phone. */
export async function dismissPointage(eventId: string): Promise<void> {
  await dismiss(store, eventId);
  await reload();
}

/** Sends one queued event through the check-in or check-out call, with its recorded time. */
function sendQueued(item: QueuedPointage) {
  const body = {
    intervention_id: item.intervention_id,
    lat: item.lat,
    lng: item.lng,
    recorded_at: item.recorded_at,
    event_id: item.event_id,
    ...(item.accuracy_m === undefined ? {} : { accuracy_m: item.accuracy_m }),
  };
  if (item.kind === 'arrivee') return pointageDebut(body);
  return pointageFin(item.motif_depart ? { ...body, motif_depart: item.motif_depart } : body);
}

let flushing: Promise<FlushResult> | null = null;

/**
 * Sends the user's waiting events (one pass at a time); answers what the pass did, or null when
 * the browser is offline or nothing waits.
 */
export function syncPointages(userId: number): Promise<FlushResult | null> {
  if (isOffline()) return Promise.resolve(null);
  flushing ??= withLock(() => flushQueue({ store, userId, send: sendQueued })).finally(() => {
    flushing = null;
    void reload();
  });
  return flushing;
}

/** Runs `task` holding the phone-wide lock of the queue where the browser has Web Locks. */
function withLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request('maisonnee-pointages', task) as Promise<T>;
}
