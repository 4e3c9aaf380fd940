import {
  APP_VERSION,
  compareAppVersions,
  PUSH_TOPIC_NEW_APP_VERSION,
  type PushPayload,
} from '@maisonnee/domain';
import type { FastifyBaseLogger } from 'fastify';
import {
  createFcmClient,
  createLogPushClient,
  readServiceAccount,
} from '../../adapters/push/fcm-client.ts';
import {
  tokenTail,
  type NativePushClient,
  type NativePushMessage,
  type PushResult,
} from '../../adapters/push/push-result.ts';
import { loadVapidKeys } from '../../adapters/push/vapid-keys.ts';
import { createWebPushClient, type WebPushClient } from '../../adapters/push/web-push-client.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import * as q from './push.queries.ts';

/*
 * Sends pushes to the devices of users (docs/push.md): browsers through Web Push (VAPID keys
 * configured, or generated once into DATA_DIR), native apps through FCM HTTP v1 when a service
 * account is configured, the log otherwise. Sends run after the answer (never awaited by the
 * caller), never throw, and keep the device list clean: a device the service says is gone is
 * deleted, one that keeps failing is deleted after MAX_PUSH_FAILURES sends.
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
  /** How native pushes leave: FCM, or the log when FCM is not configured. */
  nativeChannel: 'fcm' | 'log';
}

/** Consecutive failed sends (other than a gone device) after which a device is dropped. */
export const MAX_PUSH_FAILURES = 5;

/** The announcement of a new version of the app (section 7). */
export const NEW_APP_VERSION_PAYLOAD: PushPayload = Object.freeze({
  title: 'Nouvelle version de Maisonnée',
  body: "Mettez l'application à jour pour profiter des dernières nouveautés.",
  landing_page: '/account',
  topic: PUSH_TOPIC_NEW_APP_VERSION,
  notification_id: null,
});

/** A native push: the visible title and body, and the payload as FCM data (strings only). */
export function nativeMessage(payload: PushPayload): NativePushMessage {
  const data: Record<string, string> = {
    title: payload.title,
    body: payload.body,
    landing_page: payload.landing_page ?? '',
    notification_id: payload.notification_id === null ? '' : String(payload.notification_id),
  };
  if (payload.topic) data.topic = payload.topic;
  return { title: payload.title, body: payload.body, data };
}

export async function createPushSender(options: {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
  now: () => Date;
}): Promise<PushSender> {
  const { db, config, log, now } = options;
  const keys = await loadVapidKeys({
    publicKey: config.push.vapidPublicKey,
    privateKey: config.push.vapidPrivateKey,
    dataDir: config.dataDir,
    warn: (message) => log.warn(message),
  });
  const webPush: WebPushClient = createWebPushClient({
    keys,
    subject: config.push.vapidSubject,
    hosts: { allowLoopback: config.push.allowLoopback },
  });
  const native: NativePushClient = config.push.fcmServiceAccountFile
    ? createFcmClient({
        account: readServiceAccount(config.push.fcmServiceAccountFile),
        apiUrl: config.push.fcmApiUrl,
        tokenUrl: config.push.fcmTokenUrl,
        now,
      })
    : createLogPushClient(log);
  const pending = new Set<Promise<unknown>>();

  function track(work: Promise<unknown>) {
    const tracked = work
      .catch((error: unknown) => log.warn({ err: error }, 'Envoi push interrompu'))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  }

  async function deliverTo(device: q.PushSubscriptionRow, payload: PushPayload): Promise<boolean> {
    let result: PushResult;
    if (device.channel === 'webpush') {
      if (!device.p256dh || !device.auth) result = { ok: false, gone: true, reason: 'sans clés' };
      else
        result = await webPush.send(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          JSON.stringify(payload),
        );
    } else {
      result = await native.send(device.endpoint, nativeMessage(payload));
    }
    try {
      if (result.ok) {
        await q.recordDelivery(db, device.id, now());
        return true;
      }
      const where = {
        push: { subscription: device.id, channel: device.channel, to: tokenTail(device.endpoint) },
      };
      if (result.gone) {
        await q.deleteSubscription(db, device.id);
        log.info({ ...where, reason: result.reason }, 'Appareil push disparu : abonnement retiré');
      } else {
        const dropped = await q.recordFailure(db, device.id, MAX_PUSH_FAILURES);
        log.warn(
          { ...where, reason: result.reason, dropped },
          dropped
            ? `Push en échec ${MAX_PUSH_FAILURES} fois de suite : abonnement retiré`
            : 'Push en échec',
        );
      }
    } catch (error) {
      log.warn(
        { err: error, push: { subscription: device.id } },
        'Suivi de l’envoi push impossible',
      );
    }
    return false;
  }

  return {
    vapidPublicKey: keys.publicKey,
    nativeChannel: native.kind,

    send(userIds, payload) {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return;
      track(
        (async () => {
          const devices = await q.listSubscriptionsOfUsers(db, ids);
          await Promise.all(devices.map((device) => deliverTo(device, payload)));
        })(),
      );
    },

    async announceNewAppVersion() {
      const work = (async () => {
        if (!(await q.claimAnnouncement(db, APP_VERSION))) return 0;
        const devices = (await q.listSubscriptionsOnTopic(db, PUSH_TOPIC_NEW_APP_VERSION)).filter(
          (device) =>
            device.app_version !== null && compareAppVersions(device.app_version, APP_VERSION) < 0,
        );
        await Promise.all(devices.map((device) => deliverTo(device, NEW_APP_VERSION_PAYLOAD)));
        await q.setAnnouncementRecipients(db, APP_VERSION, devices.length);
        log.info(
          { push: { version: APP_VERSION, recipients: devices.length } },
          'Nouvelle version annoncée',
        );
        return devices.length;
      })();
      track(work);
      return work;
    },

    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
