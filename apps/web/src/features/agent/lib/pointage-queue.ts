import { createStore, get, update, type UseStore } from 'idb-keyval';
import { ApiError } from '../../../lib/http.ts';

/*
 * Check-ins and check-outs made without the network (issue 25, point 6; docs/pointage-hors-ligne.md).
 * Each one is kept on the phone, in IndexedDB (it outlives a closed app, a reload and the native
 * shells' restarts, which localStorage does not promise on iOS), with the time, the position and its
 * accuracy taken when the agent pressed the button, and an id made once. It is sent when the network
 * returns, in the order the agent acted (an arrival before the departure of the same visit), once:
 * the API refuses the same id twice (409 POINTAGE_ALREADY_RECORDED with `deja_recu`), which the
 * queue takes as delivered (the first answer was lost on the way). A refusal for any other reason
 * is final: the event leaves the sending queue and stays, with its French message, until the agent
 * has read it.
 */

export type PointageKind = 'arrivee' | 'depart';

/** One check-in or check-out waiting on the phone. */
export interface QueuedPointage {
  event_id: string;
  kind: PointageKind;
  intervention_id: number;
  /** The account that acted: another account signed in on the same phone never sends it. */
  user_id: number;
  lat: number;
  lng: number;
  accuracy_m?: number;
  /** ISO instant the agent pressed the button. */
  recorded_at: string;
  motif_depart?: string;
  /** 'refuse': the API refused it for good; kept to be shown until the agent dismisses it. */
  state: 'en_attente' | 'refuse';
  refus?: { code: string; message: string };
}

/** Where the queue is kept: a list read and changed as a whole (one IndexedDB transaction). */
export interface QueueStore {
  read(): Promise<QueuedPointage[]>;
  change(apply: (items: QueuedPointage[]) => QueuedPointage[]): Promise<void>;
}

const QUEUE_KEY = 'pointages';

let idbStore: UseStore | null = null;

/** The queue in IndexedDB (database `maisonnee-pointages`), through idb-keyval. */
export const indexedDbQueueStore: QueueStore = {
  async read() {
    idbStore ??= createStore('maisonnee-pointages', 'file');
    return (await get<QueuedPointage[]>(QUEUE_KEY, idbStore)) ?? [];
  },
  async change(apply) {
    idbStore ??= createStore('maisonnee-pointages', 'file');
    await update<QueuedPointage[]>(QUEUE_KEY, (items) => apply(items ?? []), idbStore);
  },
};

/** A queue kept in memory (tests, or a browser without IndexedDB). */
export function memoryQueueStore(initial: QueuedPointage[] = []): QueueStore {
  let items = [...initial];
  return {
    read: () => Promise.resolve([...items]),
    change: (apply) => {
      items = apply([...items]);
      return Promise.resolve();
    },
  };
}

/**
 * A random uuid (v4) for a check-in: `crypto.randomUUID` where the page is a secure context, the
 * same from `crypto.getRandomValues` elsewhere (a shell or a test page served over plain http).
 */
export function newEventId(source: Crypto = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** True when the call never got an answer (no network, server unreachable). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.code === 'NETWORK_ERROR');
}

/**
 * Worth sending again later: no answer, the server busy or down (5xx, 429), or the session to
 * renew (401, the HTTP client signs in again first). Anything else is the API's final word.
 */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 401 || error.status === 429 || error.status >= 500;
}

/** The API already holds this very event (sent before, its answer lost): it is delivered. */
function isAlreadyDelivered(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code === 'POINTAGE_ALREADY_RECORDED' &&
    error.body.error.details?.deja_recu === true
  );
}

/** Waiting events of `userId`, in the order the agent acted (arrival first at the same instant). */
export function pendingInOrder(items: readonly QueuedPointage[], userId: number) {
  return items
    .filter((item) => item.user_id === userId && item.state === 'en_attente')
    .sort(
      (a, b) =>
        a.recorded_at.localeCompare(b.recorded_at) ||
        (a.kind === b.kind ? 0 : a.kind === 'arrivee' ? -1 : 1),
    );
}

/** What one pass over the queue did. */
export interface FlushResult {
  sent: number;
  refused: QueuedPointage[];
  /** Stopped on a failure worth trying again (no network): the rest waits. */
  interrupted: boolean;
}

export interface FlushDeps {
  store: QueueStore;
  userId: number;
  /** Sends one event to the API (check-in or check-out call); rejects with an ApiError. */
  send: (item: QueuedPointage) => Promise<unknown>;
}

/**
 * Sends the waiting events of the user one after the other, in order. A delivered event leaves the
 * queue; a final refusal stays with its message (state 'refuse'); no answer stops the pass, the
 * event and those after it wait for the next one (a departure never goes before its arrival).
 */
export async function flushQueue({ store, userId, send }: FlushDeps): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, refused: [], interrupted: false };
  for (const item of pendingInOrder(await store.read(), userId)) {
    try {
      await send(item);
    } catch (error) {
      if (isAlreadyDelivered(error)) {
        // Delivered earlier: nothing more to do.
      } else if (isRetryable(error)) {
        result.interrupted = true;
        break;
      } else {
        const refus = {
          code: error instanceof ApiError ? error.code : 'INCONNU',
          message: error instanceof ApiError ? error.body.error.message : String(error),
        };
        const refused: QueuedPointage = { ...item, state: 'refuse', refus };
        await store.change((items) =>
          items.map((other) => (other.event_id === item.event_id ? refused : other)),
        );
        result.refused.push(refused);
        continue;
      }
    }
    await store.change((items) => items.filter((other) => other.event_id !== item.event_id));
    result.sent += 1;
  }
  return result;
}

/** Adds an event to the queue (once: the same id is never queued twice). */
export function enqueue(store: QueueStore, item: QueuedPointage): Promise<void> {
  return store.change((items) =>
    items.some((other) => other.event_id === item.event_id) ? items : [...items, item],
  );
}

/** The agent has read a refusal: it leaves the phone. */
export function dismiss(store: QueueStore, eventId: string): Promise<void> {
  return store.change((items) => items.filter((item) => item.event_id !== eventId));
}
