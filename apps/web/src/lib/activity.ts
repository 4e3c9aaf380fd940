/*
 * Whether the app is waiting on the network (calls of the public forms, queries and mutations of
 * the signed-in screens): the service worker is registered once it is not (lib/service-worker.ts).
 * A module of its own so that the entry can ask without loading TanStack Query.
 */

let pendingActions = 0;
let queryProbe: () => boolean = () => false;

/** Counts `call` as pending until it settles; answers it unchanged. */
export function trackActivity<T>(call: Promise<T>): Promise<T> {
  pendingActions += 1;
  const settle = () => {
    pendingActions -= 1;
  };
  call.then(settle, settle);
  return call;
}

/** Set by the query cache once created (lib/query-client.ts). */
export function setQueryActivityProbe(probe: () => boolean): void {
  queryProbe = probe;
}

export function isAppBusy(): boolean {
  return pendingActions > 0 || queryProbe();
}
