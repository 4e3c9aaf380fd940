import { AsyncLocalStorage } from 'node:async_hooks';
import type { PushPayload, RealtimeEvent } from '@maisonnee/domain';

/*
 * Realtime events and pushes go out only once what they announce is saved. Services write inside
 * transactions (notify() runs in its caller's), so they queue their events here instead of sending
 * them; the scope sends the queue when the call it wraps succeeded — every request handler and
 * background job runs in one (contract-routes.ts, jobs/scheduler.ts) — and drops it when the call
 * failed, so a rolled-back change never reaches a screen or a phone (docs/realtime.md).
 */

/** Who hears an event: these users, and every signed-in user holding one of these roles. */
export interface Audience {
  userIds?: readonly number[];
  roles?: readonly number[];
}

/** Where queued events go: the realtime bus and the push sender of the app that runs the call. */
export interface EventSinks {
  publish(audience: Audience, event: RealtimeEvent): void;
  /** Sends the push to every device of these users (never throws; failures are logged). */
  push(userIds: readonly number[], payload: PushPayload): void;
}

type Queued =
  | { kind: 'publish'; audience: Audience; event: RealtimeEvent }
  | { kind: 'push'; userIds: readonly number[]; payload: PushPayload };

interface Scope {
  sinks: EventSinks;
  queue: Queued[];
}

const scopes = new AsyncLocalStorage<Scope>();

/** Sinks that drop everything (scripts, the seed, tests that do not listen). */
export const NO_EVENTS: EventSinks = { publish: () => undefined, push: () => undefined };

/**
 * Runs `work` in a scope whose queued events are sent to `sinks` once it resolved, and dropped if
 * it threw. A nested scope sends with its outer one.
 */
export async function runWithEvents<T>(sinks: EventSinks, work: () => Promise<T>): Promise<T> {
  const outer = scopes.getStore();
  if (outer) return work();
  const scope: Scope = { sinks, queue: [] };
  openScopes++;
  try {
    const result = await scopes.run(scope, work);
    flush(scope);
    return result;
  } finally {
    if (--openScopes === 0) scopes.disable();
  }
}

/**
 * Scopes whose call has not settled yet. On Node 20 a storage in use keeps the async hooks on for
 * the whole process: every request, timer and promise then pays for carrying the scope, liveness
 * included (a sixth of its CPU, docs/health.md). The storage is switched off whenever no scope is
 * open, and `run` switches it on again. Nothing is lost: work that outlives its scope could only
 * queue into a queue already sent, which nobody sends again.
 */
let openScopes = 0;

function flush(scope: Scope) {
  for (const item of scope.queue.splice(0)) {
    if (item.kind === 'publish') scope.sinks.publish(item.audience, item.event);
    else scope.sinks.push(item.userIds, item.payload);
  }
}

/** Queues a realtime event for after the current call; outside any scope it is dropped. */
export function publishAfterSuccess(audience: Audience, event: RealtimeEvent): void {
  scopes.getStore()?.queue.push({ kind: 'publish', audience, event });
}

/** Queues a push for after the current call; outside any scope it is dropped. */
export function pushAfterSuccess(userIds: readonly number[], payload: PushPayload): void {
  if (userIds.length === 0) return;
  scopes.getStore()?.queue.push({ kind: 'push', userIds, payload });
}
