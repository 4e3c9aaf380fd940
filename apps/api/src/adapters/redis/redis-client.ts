import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/*
 * STUB to be finished (issue 13): one Redis connection for the shared rate limits and failure
 * counters. ioredis reconnects by itself; commands fail fast while Redis is away so that a call
 * never waits on it (the limits then let requests through, docs/realtime.md).
 */
export function createRedisClient(url: string, log: FastifyBaseLogger, name: string): Redis {
  const client = new Redis(url, {
    connectionName: `maisonnee-${name}`,
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  client.on('error', (error: Error) => log.warn({ redis: name, err: error.message }, 'Redis'));
  return client;
}
