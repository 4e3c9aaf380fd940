import type { RealtimeEvent } from '@maisonnee/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Audience } from '../../lib/event-scope.ts';

/*
 * STUB (issue 13, to be written): the realtime bus. In-process by default; with REDIS_URL the
 * events cross API instances by Redis pub/sub (docs/realtime.md).
 */

export type RealtimeListener = (audience: Audience, event: RealtimeEvent) => void;

export interface RealtimeBus {
  /** Sends the event to every instance's listeners (this one's at once). */
  publish(audience: Audience, event: RealtimeEvent): void;
  subscribe(listener: RealtimeListener): () => void;
  /** 'in-process', or 'redis' with whether the subscription is up. */
  state(): { mode: 'in-process' | 'redis'; connected: boolean };
  close(): Promise<void>;
}

export function createRealtimeBus(_options: {
  redisUrl: string | undefined;
  /** Prefix of the Redis channel (config.redisPrefix). */
  redisPrefix: string;
  log: FastifyBaseLogger;
}): RealtimeBus {
  const listeners = new Set<RealtimeListener>();
  return {
    publish: (audience, event) => {
      for (const listener of listeners) listener(audience, event);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state: () => ({ mode: 'in-process', connected: true }),
    close: async () => undefined,
  };
}
