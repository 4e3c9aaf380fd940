import { PassThrough } from 'node:stream';
import {
  REALTIME_EVENT,
  REALTIME_HEARTBEAT_SECONDS,
  REALTIME_RETRY_MS,
  type RealtimeEvent,
} from '@maisonnee/domain';
import type { FastifyInstance } from 'fastify';
import type { RealtimeBus } from '../adapters/realtime/realtime-bus.ts';
import type { AuthContext } from '../lib/access.ts';
import { AppError } from '../lib/app-error.ts';
import type { Audience } from '../lib/event-scope.ts';
import type { Authenticator } from './contract-routes.ts';

/*
 * GET /api/realtime: the server-sent event stream of open screens (docs/realtime.md). Not a
 * contract call (no JSON envelope on success), but authenticated the same way: the usual Bearer
 * header, and a 401 in the error envelope when it is missing, bad or expired (the web refreshes its
 * token and reconnects). The stream is one request: it counts once in the global rate limit.
 */

export const REALTIME_PATH = '/api/realtime';

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime bus the streams listen to (its state: health checks, tests). */
    realtimeBus: RealtimeBus;
  }
}

/** Bytes waiting for a slow client beyond which its stream is ended (it reconnects and refetches). */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/**
 * Streams one user may hold open on one API process (tabs and devices together). Beyond, the
 * stream is refused with 429 and Retry-After; the client's reconnection tries again later.
 */
export const MAX_REALTIME_STREAMS_PER_USER = 10;
/** Seconds a refused stream is told to wait. */
const STREAMS_RETRY_AFTER_SECONDS = 30;
/** setTimeout's largest delay. */
const MAX_TIMER_MS = 2_147_483_647;

/** Whether a stream of this caller hears an event sent to this audience. */
export function isInAudience(auth: AuthContext, audience: Audience, event: RealtimeEvent) {
  if (event.type === REALTIME_EVENT.RESYNC) return true;
  if (audience.userIds?.includes(auth.userId)) return true;
  return audience.roles?.some((role) => auth.roles.includes(role)) ?? false;
}

/** One event in the text/event-stream format. */
export const formatEvent = (type: string, data: unknown) =>
  `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

/** The `exp` (seconds) of the access token in the Authorization header, already verified. */
function tokenExpiry(header: string | undefined): number | null {
  const payload = header?.split(/\s+/)[1]?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof claims.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
}

export function registerRealtimeStream(
  app: FastifyInstance,
  options: {
    bus: RealtimeBus;
    authenticator: Authenticator;
    /**
     * The clock that checks token expiry (the app's `now`); without it, the clock the app's
     * modules run on (`app.moduleDeps.now`), else the system clock.
     */
    now?: () => Date;
    /** Milliseconds between keep-alive comments (REALTIME_HEARTBEAT_SECONDS). */
    heartbeatMs?: number;
  },
): void {
  const heartbeatMs = options.heartbeatMs ?? REALTIME_HEARTBEAT_SECONDS * 1000;
  const clock = () =>
    (
      options.now ??
      (app as FastifyInstance & { moduleDeps?: { now?: () => Date } }).moduleDeps?.now ??
      (() => new Date())
    )().getTime();
  app.decorate('realtimeBus', options.bus);
  /** The open streams, ended when the app closes. */
  const open = new Set<() => void>();
  /** Open streams per user (MAX_REALTIME_STREAMS_PER_USER). */
  const streamsOf = new Map<number, number>();

  // preClose runs before the server stops accepting and waits for its connections: end the
  // streams first, or `app.close()` would wait for clients that never hang up.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  app.addHook('onClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(REALTIME_PATH, { schema: { hide: true } }, async (request, reply) => {
    // Throws 401 UNAUTHENTICATED / TOKEN_EXPIRED: answered in the envelope by the error handler.
    const auth = (await options.authenticator.authenticate(request, true)) as AuthContext;
    request.auth = auth;
    const held = streamsOf.get(auth.userId) ?? 0;
    if (held >= MAX_REALTIME_STREAMS_PER_USER)
      throw new AppError(
        'RATE_LIMITED',
        'Trop de connexions en direct ouvertes pour ce compte : fermez un onglet ou réessayez dans un instant.',
        { retryAfterSeconds: STREAMS_RETRY_AFTER_SECONDS },
      );
    streamsOf.set(auth.userId, held + 1);

    const stream = new PassThrough();
    let ended = false;
    const timers: NodeJS.Timeout[] = [];
    let unsubscribe = () => undefined as void;

    function end() {
      if (ended) return;
      ended = true;
      open.delete(end);
      const left = (streamsOf.get(auth.userId) ?? 1) - 1;
      if (left > 0) streamsOf.set(auth.userId, left);
      else streamsOf.delete(auth.userId);
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
      stream.end();
    }
    function write(text: string) {
      if (ended) return;
      stream.write(text);
      if (stream.writableLength > MAX_BUFFERED_BYTES) {
        request.log.warn({ userId: auth.userId }, 'Realtime: client too slow, stream ended');
        end();
      }
    }

    open.add(end);
    reply.raw.on('close', end);
    unsubscribe = options.bus.subscribe((audience, event) => {
      if (isInAudience(auth, audience, event)) write(formatEvent(event.type, event.data));
    });
    timers.push(setInterval(() => write(': ping\n\n'), heartbeatMs));
    // An expired token no longer opens anything: the stream ends with it, the client reconnects.
    const exp = tokenExpiry(request.headers.authorization);
    if (exp !== null) {
      const remaining = Math.max(0, exp * 1000 - clock());
      timers.push(setTimeout(end, Math.min(remaining, MAX_TIMER_MS)));
    }

    write(`retry: ${REALTIME_RETRY_MS}\n\n`);
    write(formatEvent('ready', {}));

    return reply
      .code(200)
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no')
      .send(stream);
  });
}
