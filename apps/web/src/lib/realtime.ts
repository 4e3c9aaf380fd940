import type { RealtimeEvent } from '@maisonnee/domain';

/*
 * STUB (issue 13, to be written): the app's one realtime connection (GET /api/realtime, server-sent
 * events read with fetch so that the access token travels in the Authorization header). Screens
 * subscribe to the events they care about; the connection opens when a user is signed in.
 */

type Listener = (event: RealtimeEvent) => void;
const listeners = new Set<Listener>();

/** Calls `listener` for every realtime event; returns the unsubscribe function. */
export function subscribeRealtime(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Hands an event to every listener (the connection calls it; tests too). */
export function dispatchRealtimeEvent(event: RealtimeEvent): void {
  for (const listener of listeners) listener(event);
}
