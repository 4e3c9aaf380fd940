import type { PushPayload } from '@maisonnee/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';

/*
 * STUB (issue 13, to be written): sends pushes to the devices of users — Web Push (VAPID, keys
 * generated once into DATA_DIR when not configured) and FCM when configured, the log otherwise
 * (docs/push.md).
 */

export interface PushSender {
  /** The VAPID public key browsers subscribe with (base64url). */
  vapidPublicKey: string;
  /** Sends to every device of these users; never throws (failures are logged, gone devices dropped). */
  send(userIds: readonly number[], payload: PushPayload): void;
  /** Announces APP_VERSION once on the newappversion topic to devices on an older version. */
  announceNewAppVersion(): Promise<number>;
  /** Resolves when the sends under way are over (shutdown, tests). */
  settled(): Promise<void>;
}

export async function createPushSender(_options: {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
  now: () => Date;
}): Promise<PushSender> {
  return {
    vapidPublicKey: '',
    send: () => undefined,
    announceNewAppVersion: async () => 0,
    settled: async () => undefined,
  };
}
