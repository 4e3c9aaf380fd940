import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../adapters/mail/mailer.ts';
import type { RealtimeBus } from '../adapters/realtime/realtime-bus.ts';
import type { Storage } from '../adapters/storage/disk-storage.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { EventSinks } from '../lib/event-scope.ts';
import type { FailureCounter } from '../lib/failure-limiter.ts';
import type { SessionCache } from '../plugins/session-cache.ts';
import type { PushSender } from './notifications/push-sender.ts';

/** What every domain module receives from app.ts. */
export interface ModuleDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  storage: Storage;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Where realtime events and pushes go once a call succeeded (lib/event-scope.ts). */
  events: EventSinks;
  push: PushSender;
  /**
   * A counter per key over a sliding window (a per-address throttle), shared by every API process
   * through Redis when REDIS_URL is set, in this process otherwise; absent (hand-built deps of
   * tests): the module counts in memory.
   */
  counter?: (name: string, options: { max: number; windowMs: number }) => FailureCounter;
  /**
   * Sessions the authenticator keeps for a second: a module that changes an account's roles or
   * deactivates it (the team, module auth) makes this process forget them at once.
   */
  sessions?: SessionCache;
  /**
   * The realtime events of every API instance, as the open streams hear them: a module that shares
   * running reads (the planning board) stops sharing those an event says changed. Absent
   * (hand-built deps of tests): nothing is shared.
   */
  realtime?: Pick<RealtimeBus, 'subscribe'>;
}
