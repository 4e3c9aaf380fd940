/** What a push service answered for one device (docs/push.md). */
export type PushResult =
  | { ok: true }
  /** `gone`: the service says the device no longer exists (Web Push 404/410, FCM UNREGISTERED). */
  | { ok: false; gone: boolean; reason: string };

/** Sends one push to one native device (FCM, or the log when FCM is not configured). */
export interface NativePushClient {
  readonly kind: 'fcm' | 'log';
  send(token: string, payload: NativePushMessage): Promise<PushResult>;
}

/** The visible part and the data of a native push (every data value a string, as FCM wants). */
export interface NativePushMessage {
  title: string;
  body: string;
  data: Record<string, string>;
}

/** The last characters of a token or endpoint: enough to tell devices apart in logs, never the secret. */
export function tokenTail(token: string): string {
  return `…${token.slice(-6)}`;
}

/** Milliseconds a push service may take to answer before the send counts as failed. */
export const PUSH_REQUEST_TIMEOUT_MS = 10_000;
