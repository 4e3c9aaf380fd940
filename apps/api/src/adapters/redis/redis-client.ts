import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long a connection attempt may take before it counts as failed (ioredis then retries). */
const CONNECT_TIMEOUT_MS = 1000;
/** How long one command may wait for its answer: a stuck Redis never holds a call for long. */
const COMMAND_TIMEOUT_MS = 1000;

/*
 * One Redis connection for the shared rate limits and failure counters (docs/realtime.md, "Limits
 * on several instances"). ioredis reconnects by itself; while Redis is away commands fail at once
 * (no offline queue, one retry at most, short timeouts) so that a call never waits on it: the
 * limits then let requests through and the failure counters fall back to the process's memory.
 */
export function createRedisClient(url: string, log: FastifyBaseLogger, name: string): Redis {
  const client = new Redis(url, {
    connectionName: `maisonnee-${name}`,
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Reconnects every 100 ms at first, then every 2 s at most.
    retryStrategy: (times) => Math.min(times * 100, 2000),
  });
  // One warning when the connection is lost (not one per reconnection attempt), one line when back.
  let away = false;
  client.on('error', (error: Error) => {
    if (away) return;
    away = true;
    log.warn({ redis: name, err: error.message }, 'Redis unreachable: limits fall back to memory');
  });
  client.on('ready', () => {
    if (!away) return;
    away = false;
    log.info({ redis: name }, 'Redis reachable again');
  });
  return client;
}

/**
 * Waits until the client is connected, at most `timeoutMs`: the app starts with Redis up when it
 * can, and still starts (on memory) when Redis is away. Never throws.
 */
export async function waitUntilReady(client: Redis, timeoutMs = 2000): Promise<boolean> {
  if (client.status === 'ready') return true;
  return new Promise<boolean>((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    client.once('ready', onReady);
  });
}

/** Closes the connection: politely when it is up, at once otherwise. Never throws. */
export async function closeRedisClient(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    try {
      await client.quit();
      return;
    } catch {
      // Fall through: drop the connection.
    }
  }
  client.disconnect();
}
