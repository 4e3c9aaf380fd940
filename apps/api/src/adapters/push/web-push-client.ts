import webPush from 'web-push';
import { PUSH_REQUEST_TIMEOUT_MS, type PushResult } from './push-result.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** A browser's push subscription, as PushManager.subscribe() gives it. */
export interface WebPushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface WebPushClient {
  send(target: WebPushTarget, payload: string): Promise<PushResult>;
}

/** Seconds the push service keeps a message for an offline device. */
export const WEB_PUSH_TTL_SECONDS = 86_400;

/**
 * Web Push (RFC 8030/8291/8292): web-push encrypts the payload (aes128gcm) and signs the VAPID
 * header; the request itself goes through fetch, which also reaches the tests' local http push
 * service (web-push's own sender only speaks https).
 */
export function createWebPushClient(options: { keys: VapidKeys; subject: string }): WebPushClient {
  const vapidDetails = {
    subject: options.subject,
    publicKey: options.keys.publicKey,
    privateKey: options.keys.privateKey,
  };
  return {
    async send(target, payload) {
      let details: ReturnType<typeof webPush.generateRequestDetails>;
      try {
        details = webPush.generateRequestDetails(target, payload, {
          vapidDetails,
          TTL: WEB_PUSH_TTL_SECONDS,
          urgency: 'normal',
          contentEncoding: 'aes128gcm',
        });
      } catch (error) {
        // Keys the encryption refuses: the subscription can never receive anything.
        return { ok: false, gone: true, reason: (error as Error).message };
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(details.headers)) {
        if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
      }
      try {
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers,
          body: details.body ?? undefined,
          signal: AbortSignal.timeout(PUSH_REQUEST_TIMEOUT_MS),
        });
        const text = await response.text().catch(() => '');
        if (response.ok) return { ok: true };
        return {
          ok: false,
          gone: response.status === 404 || response.status === 410,
          reason: `HTTP ${response.status} ${text.slice(0, 200)}`.trim(),
        };
      } catch (error) {
        return { ok: false, gone: false, reason: (error as Error).message };
      }
    },
  };
}
