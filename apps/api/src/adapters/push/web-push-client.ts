import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import webPush from 'web-push';
import {
  guardedLookup,
  literalHostAllowed,
  RefusedPushHostError,
  type HostPolicy,
} from './push-host.ts';
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
 * Posts to a push service, connecting only to an address the policy allows: a literal host is
 * checked before, a name by the connection's own DNS lookup (push-host.ts). Answers the status
 * and the start of the body.
 */
function guardedPost(
  endpoint: string,
  options: { method: string; headers: Record<string, string>; body: Buffer | null },
  policy: HostPolicy,
): Promise<{ status: number; text: string }> {
  const url = new URL(endpoint);
  if (!literalHostAllowed(url, policy))
    return Promise.reject(new RefusedPushHostError(url.hostname));
  const send = url.protocol === 'http:' ? httpRequest : httpsRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: options.method,
        headers: options.body
          ? { ...options.headers, 'content-length': options.body.length }
          : options.headers,
        lookup: guardedLookup(policy),
        signal: AbortSignal.timeout(PUSH_REQUEST_TIMEOUT_MS),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < 4096) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body ?? undefined);
  });
}

/**
 * Web Push (RFC 8030/8291/8292): web-push encrypts the payload (aes128gcm) and signs the VAPID
 * header; the request itself goes through node's http(s) with a guarded DNS lookup (push-host.ts),
 * which also reaches the tests' local http push service (web-push's own sender only speaks https).
 */
export function createWebPushClient(options: {
  keys: VapidKeys;
  subject: string;
  /** Which hosts may be posted to (PUSH_ALLOW_LOOPBACK lets the tests' local service in). */
  hosts: HostPolicy;
}): WebPushClient {
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
        const response = await guardedPost(
          details.endpoint,
          { method: details.method, headers, body: details.body ?? null },
          options.hosts,
        );
        if (response.status >= 200 && response.status < 300) return { ok: true };
        return {
          ok: false,
          gone: response.status === 404 || response.status === 410,
          reason: `HTTP ${response.status} ${response.text.slice(0, 200)}`.trim(),
        };
      } catch (error) {
        // A refused host can never be delivered to: the subscription goes.
        if (error instanceof RefusedPushHostError)
          return { ok: false, gone: true, reason: error.message };
        return { ok: false, gone: false, reason: (error as Error).message };
      }
    },
  };
}
