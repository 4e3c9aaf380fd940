import { REALTIME_RETRY_MS, type RealtimeEvent } from '@maisonnee/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sseStream, type SseStream } from '../test/sse-stream.ts';
import {
  REALTIME_MAX_RETRY_MS,
  createRealtimeConnection,
  dispatchRealtimeEvent,
  parseRealtimeMessage,
  realtimeRetryDelay,
  subscribeRealtime,
  type RealtimeConnection,
  type RealtimeDeps,
} from './realtime.ts';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Answer = (init: RequestInit) => Response | Promise<Response>;

/**
 * A connection on a stubbed fetch answering each attempt with the next answer (the last one
 * repeats), a token store and a clock that runs every wait at once but records how long the
 * connection asked to wait.
 */
function harness(answers: Answer[], options: { refresh?: () => Promise<boolean> } = {}) {
  let token = 'jeton-1';
  const events: RealtimeEvent[] = [];
  const waits: number[] = [];
  const requests: { url: string; headers: Record<string, string>; signal: AbortSignal }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({
      url: String(input),
      headers: { ...(init?.headers as Record<string, string>) },
      signal: init?.signal as AbortSignal,
    });
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)] as Answer;
    return answer(init ?? {});
  });
  const refreshSession = vi.fn(
    options.refresh ??
      (async () => {
        token = 'jeton-2';
        return true;
      }),
  );
  const deps: RealtimeDeps = {
    fetch: fetchStub as typeof fetch,
    baseUrl: () => 'https://api.exemple.fr',
    getToken: () => token,
    refreshSession,
    platform: () => 'web',
    dispatch: (event) => events.push(event),
    setTimeout: (callback, ms) => {
      waits.push(ms);
      return setTimeout(callback, 0);
    },
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    log: () => undefined,
  };
  const connection = createRealtimeConnection(deps);
  opened.push(connection);
  return { connection, events, waits, requests, refreshSession, fetchStub };
}

const opened: RealtimeConnection[] = [];
afterEach(() => {
  for (const connection of opened.splice(0)) connection.stop();
});

/** An answer that opens a stream the test keeps, to write to it. */
function streamAnswer(streams: SseStream[]): Answer {
  return (init) => {
    const stream = sseStream(init.signal);
    streams.push(stream);
    return stream.response;
  };
}

describe('the realtime connection', () => {
  it('opens GET /api/realtime with the token and dispatches each event it reads', async () => {
    const streams: SseStream[] = [];
    const { connection, events, requests } = harness([streamAnswer(streams)]);
    connection.start();
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    const stream = streams[0] as SseStream;
    stream.write(`retry: ${REALTIME_RETRY_MS}\nevent: ready\ndata: {}\n\n`);
    stream.send('notification', {
      id: 4,
      titre: 'Intervention',
      message: 'Arrivée',
      landing_page: '/missions',
    });
    stream.write(': battement\n\n');
    stream.send('message', { conversation_id: 2, message_id: 9 });
    stream.send('inconnu', { x: 1 });
    stream.write('event: cockpit\ndata: pas du json\n\n');

    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(events).toEqual([
      {
        type: 'notification',
        data: { id: 4, titre: 'Intervention', message: 'Arrivée', landing_page: '/missions' },
      },
      { type: 'message', data: { conversation_id: 2, message_id: 9 } },
    ]);
    expect(requests[0]?.url).toBe('https://api.exemple.fr/api/realtime');
    expect(requests[0]?.headers.authorization).toBe('Bearer jeton-1');
    expect(requests[0]?.headers.accept).toBe('text/event-stream');
    expect(connection.running).toBe(true);
  });

  it('connects again after errors, waiting longer after each failure, then resyncs', async () => {
    const streams: SseStream[] = [];
    const { connection, events, waits, fetchStub } = harness([
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json({ success: false, error: { code: 'UNAVAILABLE', message: 'Indisponible' } }, 503),
      () => json({ success: true, data: [] }, 200),
      streamAnswer(streams),
    ]);
    connection.start();
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    expect(fetchStub).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([REALTIME_RETRY_MS, REALTIME_RETRY_MS * 2, REALTIME_RETRY_MS * 4]);
    // Events may have been missed while away: the screens refetch.
    await vi.waitFor(() => expect(events).toEqual([{ type: 'resync', data: {} }]));

    // The server ends the stream (a restart): the connection opens again and resyncs again.
    (streams[0] as SseStream).end();
    await vi.waitFor(() => expect(streams).toHaveLength(2));
    expect(waits.at(-1)).toBe(REALTIME_RETRY_MS);
    await vi.waitFor(() =>
      expect(events.filter((event) => event.type === 'resync')).toHaveLength(2),
    );
    (streams[1] as SseStream).send('read', { notifications: true });
    await vi.waitFor(() =>
      expect(events.at(-1)).toEqual({ type: 'read', data: { notifications: true } }),
    );
  });

  it('does not resync on the first successful open', async () => {
    const streams: SseStream[] = [];
    const { connection, events } = harness([streamAnswer(streams)]);
    connection.start();
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    (streams[0] as SseStream).send('cockpit', { kind: 'commercial' });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events).toEqual([{ type: 'cockpit', data: { kind: 'commercial' } }]);
  });

  it('on 401 refreshes the session once and connects again at once with the new token', async () => {
    const streams: SseStream[] = [];
    const { connection, requests, refreshSession, waits } = harness([
      () =>
        json(
          { success: false, error: { code: 'TOKEN_EXPIRED', message: 'Session expirée.' } },
          401,
        ),
      streamAnswer(streams),
    ]);
    connection.start();
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([0]);
    expect(requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer jeton-1',
      'Bearer jeton-2',
    ]);
  });

  it('stops after a failed refresh (the session is gone) and does not refresh in a loop', async () => {
    const { connection, refreshSession, fetchStub, waits } = harness(
      [
        () =>
          json(
            { success: false, error: { code: 'UNAUTHENTICATED', message: 'Non connecté.' } },
            401,
          ),
      ],
      { refresh: async () => false },
    );
    connection.start();
    await vi.waitFor(() => expect(refreshSession).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('a 401 again right after a refresh waits with the backoff instead of refreshing again', async () => {
    const unauthorized = () =>
      json({ success: false, error: { code: 'UNAUTHENTICATED', message: 'Non connecté.' } }, 401);
    const { connection, refreshSession, fetchStub, waits } = harness([unauthorized]);
    connection.start();
    await vi.waitFor(() => expect(fetchStub.mock.calls.length).toBeGreaterThanOrEqual(3));
    connection.stop();
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(waits.slice(0, 2)).toEqual([0, REALTIME_RETRY_MS * 2]);
  });

  it('stop() closes the stream and nothing connects again', async () => {
    const streams: SseStream[] = [];
    const { connection, requests, fetchStub } = harness([streamAnswer(streams)]);
    connection.start();
    connection.start();
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    connection.stop();
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(connection.running).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});

describe('realtime helpers', () => {
  it('waits 2 s, 4 s, 8 s … never more than 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(realtimeRetryDelay)).toEqual([
      2000,
      4000,
      8000,
      16000,
      REALTIME_MAX_RETRY_MS,
      REALTIME_MAX_RETRY_MS,
      REALTIME_MAX_RETRY_MS,
    ]);
  });

  it('reads only the known events with JSON data', () => {
    expect(parseRealtimeMessage({ event: 'ready', data: '' })).toBeNull();
    expect(parseRealtimeMessage({ event: 'resync', data: '{}' })).toEqual({
      type: 'resync',
      data: {},
    });
    expect(parseRealtimeMessage({ event: 'message', data: '{' })).toBeNull();
    expect(parseRealtimeMessage({ event: 'message', data: '3' })).toBeNull();
  });

  it('hands an event to every listener, even when one of them throws', () => {
    const seen: string[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const off1 = subscribeRealtime(() => {
      throw new Error('boom');
    });
    const off2 = subscribeRealtime((event) => seen.push(event.type));
    dispatchRealtimeEvent({ type: 'resync', data: {} });
    off1();
    off2();
    dispatchRealtimeEvent({ type: 'resync', data: {} });
    expect(seen).toEqual(['resync']);
    errors.mockRestore();
  });
});
