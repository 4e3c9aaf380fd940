import { fetchEventSource, type EventSourceMessage } from '@microsoft/fetch-event-source';
import {
  APP_VERSION,
  REALTIME_EVENT,
  REALTIME_RETRY_MS,
  type RealtimeEvent,
  type RealtimeEventName,
} from '@maisonnee/domain';
import { http } from './api-client.ts';
import { apiBase } from './env.ts';
import { logger } from './logger.ts';
import { getPlatform } from './platform.ts';
import { getToken } from './session.ts';

/*
 * The app's one realtime connection (issue 13, docs/realtime.md): GET /api/realtime, server-sent
 * events read with fetch (@microsoft/fetch-event-source) so that the access token travels in the
 * Authorization header. Screens subscribe to the events they care about (`subscribeRealtime`,
 * hooks/use-realtime-event.ts); the connection opens when a user is signed in (root effects).
 *
 * - A 401 refreshes the session through the HTTP client (one refresh shared with every waiting
 *   call; a failed refresh signs out), then connects again with the new token.
 * - Any other failure (network, 5xx, a stream that ends) connects again after REALTIME_RETRY_MS,
 *   doubling on each failure in a row up to REALTIME_MAX_RETRY_MS.
 * - The stream stays open while the tab is hidden (a hidden tab still updates its badges).
 * - Events may have been missed while disconnected: after every reconnection a local `resync`
 *   event is dispatched, and the app refetches what it shows.
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
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      logger.error(`Événement temps réel « ${event.type} » mal traité`, error);
    }
  }
}

export const REALTIME_PATH = '/api/realtime';
/** The longest wait between two connection attempts. */
export const REALTIME_MAX_RETRY_MS = 30_000;

const EVENT_NAMES = new Set<string>(Object.values(REALTIME_EVENT));

/** One server-sent message as an event of ours, or null (the `ready` line, unknown or bad data). */
export function parseRealtimeMessage(message: Pick<EventSourceMessage, 'event' | 'data'>) {
  if (!EVENT_NAMES.has(message.event)) return null;
  let data: unknown = {};
  if (message.data) {
    try {
      data = JSON.parse(message.data) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof data !== 'object' || data === null) return null;
  return { type: message.event as RealtimeEventName, data } as RealtimeEvent;
}

/** Wait before attempt `failures` (1 = the first failure in a row): 2 s, 4 s, 8 s … 30 s. */
export function realtimeRetryDelay(failures: number): number {
  return Math.min(REALTIME_RETRY_MS * 2 ** Math.max(0, failures - 1), REALTIME_MAX_RETRY_MS);
}

export interface RealtimeDeps {
  fetch: typeof fetch;
  baseUrl: () => string;
  getToken: () => string | null;
  /** The HTTP client's shared refresh (false: the session was destroyed). */
  refreshSession: () => Promise<boolean>;
  platform: () => string;
  dispatch: (event: RealtimeEvent) => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  log: (message: string, detail?: unknown) => void;
}

export interface RealtimeConnection {
  start(): void;
  stop(): void;
  readonly running: boolean;
}

class UnauthorizedError extends Error {}
class StreamRefusedError extends Error {}

/** A connection that keeps itself open between `start()` and `stop()`. */
export function createRealtimeConnection(deps: RealtimeDeps): RealtimeConnection {
  let controller: AbortController | null = null;
  let timer: unknown = null;
  /** Successful opens since start(): every one after the first is a reconnection. */
  let opens = 0;
  /** Failures in a row (reset when a stream opens). */
  let failures = 0;
  /** A refresh was already tried for the current run of 401s. */
  let refreshedAfter401 = false;

  function schedule(ms: number): void {
    if (!controller) return;
    timer = deps.setTimeout(() => {
      timer = null;
      void connect();
    }, ms);
  }

  async function connect(): Promise<void> {
    const current = controller;
    if (!current) return;
    const token = deps.getToken();
    if (!token) return;
    // One signal per attempt, tied to the connection's: fetchEventSource leaves a listener on the
    // signal it is given, which must not pile up on the connection's over a long outage.
    const attempt = new AbortController();
    const abortAttempt = () => attempt.abort();
    current.signal.addEventListener('abort', abortAttempt, { once: true });
    try {
      await fetchEventSource(`${deps.baseUrl()}${REALTIME_PATH}`, {
        method: 'GET',
        headers: {
          accept: 'text/event-stream',
          authorization: `Bearer ${token}`,
          'app-version': APP_VERSION,
          platform: deps.platform(),
        },
        signal: attempt.signal,
        openWhenHidden: true,
        fetch: deps.fetch,
        onopen: async (response) => {
          const type = response.headers.get('content-type') ?? '';
          if (response.status === 401) throw new UnauthorizedError('401');
          if (!response.ok || !type.startsWith('text/event-stream')) {
            throw new StreamRefusedError(`HTTP ${response.status} (${type || 'sans type'})`);
          }
          // Events may have been missed since the screens loaded: after a failed attempt or a
          // dropped stream, the screens refetch.
          const missed = opens > 0 || failures > 0;
          failures = 0;
          refreshedAfter401 = false;
          opens += 1;
          if (missed) deps.dispatch({ type: 'resync', data: {} });
        },
        onmessage: (message) => {
          const event = parseRealtimeMessage(message);
          if (event) deps.dispatch(event);
        },
        // Every failure ends this attempt: the retry (new token, backoff) is decided below.
        onerror: (error: unknown) => {
          throw error;
        },
      });
      current.signal.removeEventListener('abort', abortAttempt);
      // The server ended the stream (restart, token expiry): connect again.
      if (controller !== current || current.signal.aborted) return;
      failures += 1;
      schedule(realtimeRetryDelay(failures));
    } catch (error) {
      current.signal.removeEventListener('abort', abortAttempt);
      if (controller !== current || current.signal.aborted) return;
      failures += 1;
      if (error instanceof UnauthorizedError && !refreshedAfter401) {
        refreshedAfter401 = true;
        const renewed = await deps.refreshSession();
        if (controller !== current || current.signal.aborted) return;
        if (renewed) schedule(0);
        // Not renewed: the session is destroyed and the root effects stop the connection.
        return;
      }
      // Logged once per outage, not on every attempt.
      if (failures === 1) deps.log('Connexion temps réel interrompue, nouveaux essais', error);
      schedule(realtimeRetryDelay(failures));
    }
  }

  return {
    start() {
      if (controller) return;
      controller = new AbortController();
      opens = 0;
      failures = 0;
      refreshedAfter401 = false;
      void connect();
    },
    stop() {
      if (!controller) return;
      const current = controller;
      controller = null;
      if (timer !== null) deps.clearTimeout(timer);
      timer = null;
      current.abort();
    },
    get running() {
      return controller !== null;
    },
  };
}

const connection = createRealtimeConnection({
  fetch: (input, init) => window.fetch(input, init),
  baseUrl: () => apiBase(),
  getToken,
  refreshSession: () => http.refreshSession(),
  platform: getPlatform,
  dispatch: dispatchRealtimeEvent,
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  log: (message, detail) => logger.warn(message, detail),
});

/** Opens the tab's realtime connection (once; a second call does nothing). */
export function startRealtime(): void {
  connection.start();
}

/** Closes it (sign-out, another API base). */
export function stopRealtime(): void {
  connection.stop();
}
