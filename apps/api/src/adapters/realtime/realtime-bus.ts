import { randomUUID } from 'node:crypto';
import { REALTIME_EVENT, type RealtimeEvent } from '@maisonnee/domain';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Audience } from '../../lib/event-scope.ts';

/*
 * The realtime bus (docs/realtime.md): where published events meet the open streams
 * (plugins/realtime-stream.ts). In-process by default; with REDIS_URL the events cross API
 * instances by Redis pub/sub on the channel `<REDIS_PREFIX>realtime`.
 *
 * Redis is never in the way: an instance delivers its own events to its own listeners at once and
 * ignores their echo from Redis, publishing never throws nor waits (while Redis is away the event
 * stays on this instance), and when the subscription comes back after an outage every listener
 * gets a `resync` event, so screens refetch what the other instances said meanwhile.
 */

export type RealtimeListener = (audience: Audience, event: RealtimeEvent) => void;

export interface RealtimeBus {
  /** Sends the event to every instance's listeners (this one's at once). */
  publish(audience: Audience, event: RealtimeEvent): void;
  subscribe(listener: RealtimeListener): () => void;
  /** How many listeners (open streams) this instance has. */
  listenerCount(): number;
  /** 'in-process', or 'redis' with whether the subscription is up. */
  state(): { mode: 'in-process' | 'redis'; connected: boolean };
  close(): Promise<void>;
}

/** What travels on the Redis channel. */
interface BusMessage {
  /** The publishing instance (its own echo is ignored). */
  from: string;
  audience: Audience;
  event: RealtimeEvent;
}

/** The audience that reaches every listener (`resync`). */
export const EVERYONE: Audience = Object.freeze({});

/** The Redis channel of a deployment (or of one test run). */
export const realtimeChannel = (redisPrefix: string) => `${redisPrefix}realtime`;

/** Longest wait between two reconnection attempts (ioredis retryStrategy). */
const MAX_RECONNECT_DELAY_MS = 2000;

export function createRealtimeBus(options: {
  redisUrl: string | undefined;
  /** Prefix of the Redis channel (config.redisPrefix). */
  redisPrefix: string;
  log: FastifyBaseLogger;
}): RealtimeBus {
  const { log } = options;
  const listeners = new Set<RealtimeListener>();

  /** Hands the event to this instance's listeners; one failing listener never stops the others. */
  function deliver(audience: Audience, event: RealtimeEvent) {
    for (const listener of [...listeners]) {
      try {
        listener(audience, event);
      } catch (error) {
        log.warn({ err: error, event: event.type }, 'Realtime: a listener failed');
      }
    }
  }

  const subscribe = (listener: RealtimeListener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  if (!options.redisUrl) {
    return {
      publish: deliver,
      subscribe,
      listenerCount: () => listeners.size,
      state: () => ({ mode: 'in-process', connected: true }),
      close: async () => {
        listeners.clear();
      },
    };
  }

  const instanceId = randomUUID();
  const channel = realtimeChannel(options.redisPrefix);
  let closed = false;

  const connect = (role: 'pub' | 'sub') =>
    new Redis(options.redisUrl as string, {
      connectionName: `maisonnee-realtime-${role}`,
      // Nothing waits on Redis: commands fail at once while it is away (publish checks first).
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2000,
      // Subscriptions are made again by hand on each `ready`, to know when they are up.
      autoResubscribe: false,
      retryStrategy: (times) => (closed ? null : Math.min(times * 100, MAX_RECONNECT_DELAY_MS)),
    });

  const publisher = connect('pub');
  const subscriber = connect('sub');

  /** One warning per outage and per connection, not one per event or reconnection attempt. */
  const outage = { pub: false, sub: false };
  function warnOnce(role: 'pub' | 'sub', message: string) {
    if (closed || outage[role]) return;
    outage[role] = true;
    log.warn(
      { redis: `realtime-${role}`, err: message },
      role === 'pub'
        ? 'Realtime: Redis unreachable, events stay on this instance until it is back'
        : 'Realtime: Redis unreachable, events of the other instances are not received',
    );
  }

  publisher.on('error', (error: Error) => warnOnce('pub', error.message));
  publisher.on('close', () => warnOnce('pub', 'connection closed'));
  publisher.on('ready', () => {
    if (outage.pub) log.info({ redis: 'realtime-pub' }, 'Realtime: Redis is back (publisher)');
    outage.pub = false;
  });

  let subscribed = false;
  /** Events of the other instances may have been missed (an outage, or Redis away at start). */
  let missed = false;
  subscriber.on('error', (error: Error) => {
    missed = true;
    warnOnce('sub', error.message);
  });
  subscriber.on('close', () => {
    subscribed = false;
    missed = true;
    warnOnce('sub', 'connection closed');
  });
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        if (closed) return;
        subscribed = true;
        if (outage.sub) log.info({ redis: 'realtime-sub' }, 'Realtime: Redis is back (subscriber)');
        outage.sub = false;
        if (missed) {
          missed = false;
          deliver(EVERYONE, { type: REALTIME_EVENT.RESYNC, data: {} });
        }
      },
      (error: Error) => warnOnce('sub', error.message),
    );
  });
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    const message = parseMessage(raw);
    if (!message) {
      log.warn({ redis: 'realtime-sub' }, 'Realtime: unreadable message ignored');
      return;
    }
    if (message.from === instanceId) return;
    deliver(message.audience, message.event);
  });

  return {
    publish(audience, event) {
      deliver(audience, event);
      if (closed) return;
      if (publisher.status !== 'ready') {
        warnOnce('pub', `status ${publisher.status}`);
        return;
      }
      const message: BusMessage = { from: instanceId, audience, event };
      publisher.publish(channel, JSON.stringify(message)).catch((error: Error) => {
        warnOnce('pub', error.message);
      });
    },
    subscribe,
    listenerCount: () => listeners.size,
    state: () => ({ mode: 'redis', connected: subscribed && publisher.status === 'ready' }),
    async close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      await Promise.all([publisher, subscriber].map(quit));
    },
  };
}

/** Ends a connection: politely when it is up, at once otherwise (never waits on a dead Redis). */
async function quit(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    try {
      await client.quit();
      return;
    } catch {
      // Fall through to the hard stop.
    }
  }
  client.disconnect(false);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isIdList = (value: unknown) =>
  value === undefined || (Array.isArray(value) && value.every((id) => Number.isInteger(id)));

/** A message of another instance, or null when it does not have the expected shape. */
function parseMessage(raw: string): BusMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(value) || typeof value.from !== 'string') return null;
  const { audience, event } = value;
  if (!isObject(audience) || !isIdList(audience.userIds) || !isIdList(audience.roles)) return null;
  if (!isObject(event) || typeof event.type !== 'string' || !isObject(event.data)) return null;
  if (!(Object.values(REALTIME_EVENT) as string[]).includes(event.type)) return null;
  return value as unknown as BusMessage;
}
