import { createECDH } from 'node:crypto';
import {
  APP_VERSION,
  PUSH_TOPIC_NEW_APP_VERSION,
  PUSH_TOPICS,
  REALTIME_EVENT,
  type PushTopic,
} from '@maisonnee/domain';
import { hostProblem, isLoopbackHost, type HostPolicy } from '../../adapters/push/push-host.ts';
import type { AppConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { validationFailed, type ErrorFields } from '../../lib/app-error.ts';
import { publishAfterSuccess } from '../../lib/event-scope.ts';
import * as nq from './notifications.queries.ts';
import type { PushSender } from './push-sender.ts';
import * as q from './push.queries.ts';

/** Longest push service URL or FCM token kept. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2000;
/** Longest FCM registration token accepted (they are about 160 characters today). */
export const FCM_TOKEN_MAX_LENGTH = 4096;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Production refuses plain http push services. */
function isProduction(config: AppConfig): boolean {
  return config.nodeEnv === 'production';
}

/** Devices (browsers and native apps) one user keeps; a new one beyond replaces the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 10;

/**
 * Why a push service URL is refused by its form, or null when it is fine (its host is checked
 * next by `hostProblem`, after DNS resolution). Plain http only reaches a loopback push service,
 * outside production, when PUSH_ALLOW_LOOPBACK is set (tests).
 */
export function endpointProblem(
  endpoint: string,
  options: { production: boolean; allowLoopback: boolean },
): string | null {
  if (endpoint.length > PUSH_ENDPOINT_MAX_LENGTH)
    return `Adresse du service push trop longue (${PUSH_ENDPOINT_MAX_LENGTH} caractères au plus).`;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'Adresse du service push invalide.';
  }
  if (url.username || url.password)
    return "L'adresse du service push ne doit pas contenir d'identifiants.";
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:') {
    if (options.production || !options.allowLoopback || !isLoopbackHost(url))
      return "L'adresse du service push doit être en https.";
    return null;
  }
  return "L'adresse du service push doit être en https.";
}

function decodeBase64Url(value: string): Buffer | null {
  return BASE64URL.test(value) ? Buffer.from(value, 'base64url') : null;
}

/** Why a browser's P-256 public key (p256dh) is refused, or null when it is a point of the curve. */
export function p256dhProblem(value: string): string | null {
  const bytes = decodeBase64Url(value);
  if (!bytes || bytes.length !== 65 || bytes[0] !== 0x04)
    return 'Clé p256dh invalide : 65 octets en base64url attendus (point P-256 non compressé).';
  try {
    // Refuses a point outside the curve (ERR_CRYPTO_ECDH_INVALID_PUBLIC_KEY).
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(bytes);
    return null;
  } catch {
    return "Clé p256dh invalide : ce n'est pas un point de la courbe P-256.";
  }
}

/** Why the subscription's auth secret is refused, or null when it is 16 bytes. */
export function authSecretProblem(value: string): string | null {
  const bytes = decodeBase64Url(value);
  return bytes && bytes.length === 16
    ? null
    : 'Secret auth invalide : 16 octets en base64url attendus.';
}

/**
 * Saves the FCM token of the caller's native app as a device (channel fcm, on the newappversion
 * topic), or removes the caller's native devices when the token is cleared. Called where the
 * profile saves users.fcm_token, inside its transaction.
 */
export async function registerNativePushToken(
  db: Db | Tx,
  input: { userId: number; token: string | null | undefined; appVersion?: string | null },
  at: Date,
): Promise<void> {
  const token = input.token?.trim() ?? '';
  if (token === '') {
    await q.deleteChannelSubscriptionsOfUser(db, input.userId, 'fcm');
    return;
  }
  if (token.length > FCM_TOKEN_MAX_LENGTH) return;
  const appVersion =
    input.appVersion && /^\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(input.appVersion)
      ? input.appVersion
      : null;
  await q.upsertSubscription(
    db,
    {
      userId: input.userId,
      channel: 'fcm',
      endpoint: token,
      p256dh: null,
      auth: null,
      appVersion,
      topics: [PUSH_TOPIC_NEW_APP_VERSION],
    },
    at,
    MAX_PUSH_SUBSCRIPTIONS_PER_USER,
  );
}

/** Push devices and the notifications screen's extra calls (docs/push.md). */
export function createPushService(deps: {
  db: Db;
  config: AppConfig;
  now: () => Date;
  push: PushSender;
}) {
  const { db, config, now, push } = deps;
  const hosts: HostPolicy = { allowLoopback: config.push.allowLoopback };
  return {
    config() {
      return {
        vapid_public_key: push.vapidPublicKey,
        topics: [...PUSH_TOPICS],
        app_version: APP_VERSION,
      };
    },

    /** Saves (or renews) this browser's subscription for the caller. */
    async saveSubscription(
      auth: AuthContext,
      body: {
        endpoint: string;
        keys: { p256dh: string; auth: string };
        app_version: string;
        topics: PushTopic[];
      },
    ) {
      const fields: ErrorFields = {};
      const endpoint =
        endpointProblem(body.endpoint, {
          production: isProduction(config),
          allowLoopback: hosts.allowLoopback,
        }) ?? (await hostProblem(new URL(body.endpoint), hosts));
      if (endpoint) fields.endpoint = endpoint;
      const p256dh = p256dhProblem(body.keys.p256dh);
      if (p256dh) fields['keys.p256dh'] = p256dh;
      const secret = authSecretProblem(body.keys.auth);
      if (secret) fields['keys.auth'] = secret;
      if (Object.keys(fields).length > 0)
        throw validationFailed(fields, "Cet abonnement push n'est pas valable.");
      // An endpoint another account registered stays theirs: nothing is saved for the caller,
      // and the answer is the same, so it tells nothing about the endpoint (security.md).
      await q.upsertSubscription(
        db,
        {
          userId: auth.userId,
          channel: 'webpush',
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          appVersion: body.app_version,
          topics: [...new Set(body.topics)],
        },
        now(),
        MAX_PUSH_SUBSCRIPTIONS_PER_USER,
      );
      return { topics: [...new Set(body.topics)] };
    },

    /**
     * Removes the caller's own subscription at this endpoint (another user's stays). Always
     * answers `deleted: true` (no subscription of the caller is left there), so the answer tells
     * nothing about another account's endpoint.
     */
    async deleteSubscription(auth: AuthContext, endpoint: string) {
      await q.deleteSubscriptionOfUser(db, auth.userId, endpoint);
      return { deleted: true };
    },

    /** Marks all the caller's notifications read; their other screens refresh. */
    async readAll(auth: AuthContext) {
      const updated = await nq.markAllNotificationsRead(db, auth.userId, now());
      publishAfterSuccess(
        { userIds: [auth.userId] },
        { type: REALTIME_EVENT.READ, data: { notifications: true } },
      );
      return { updated };
    },

    /** Unread notifications of the caller whose end date has not passed. */
    async countUnread(auth: AuthContext) {
      return { non_lues: await nq.countUnreadNotifications(db, auth.userId, now()) };
    },
  };
}
