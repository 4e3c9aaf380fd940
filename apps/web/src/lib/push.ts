import {
  APP_VERSION,
  needsPushTokenRefresh,
  PUSH_TOKEN_VALIDITY_MS,
  PUSH_TOPICS,
  type PushPayload,
  type PushTopic,
} from '@maisonnee/domain';
import { useSyncExternalStore } from 'react';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from './api-client.ts';
import { logger } from './logger.ts';
import { navigateTo } from './navigation.ts';
import { getToken, getUser, subscribeSession } from './session.ts';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from './storage.ts';

/*
 * Push on the device (issue 13, docs/push-web.md; specification sections 2, 4 and 9).
 *
 * - Web Push (the PWA): once the service worker is registered and a user is signed in, a browser
 *   whose notification permission is already granted subscribes silently; one that was never asked
 *   offers « Activer les notifications » (components/push-opt-in.tsx) instead of prompting on load.
 *   The subscription is posted with the app's version and saved locally with its time: it is
 *   posted again when missing, older than one hour (needsPushTokenRefresh) or made for another
 *   user. On sign-out it is deleted on the server and unsubscribed.
 * - The native app (lib/native-push.ts) registers its FCM token the same way.
 * - Both hand every push received while the app is open to `dispatchPushReceived`: the alert host
 *   (components/push-alert.tsx) refreshes the notifications and, when the push has a landing page
 *   and a title, shows the « Ok » alert that opens it.
 */

/** What is kept locally under STORAGE_KEYS.pushToken: the token (endpoint or FCM token) and when. */
export interface StoredPushToken {
  token: string;
  user_id: number;
  /** Milliseconds since the epoch. */
  saved_at: number;
}

export function readStoredPushToken(): StoredPushToken | null {
  const value = readJson<Partial<StoredPushToken>>(STORAGE_KEYS.pushToken);
  if (
    !value ||
    typeof value.token !== 'string' ||
    typeof value.user_id !== 'number' ||
    typeof value.saved_at !== 'number'
  ) {
    return null;
  }
  return { token: value.token, user_id: value.user_id, saved_at: value.saved_at };
}

export function saveStoredPushToken(value: StoredPushToken): void {
  writeJson(STORAGE_KEYS.pushToken, value);
}

export function clearStoredPushToken(): void {
  removeKey(STORAGE_KEYS.pushToken);
}

/** Whether the token must be posted again: another token, another user, none saved, or too old. */
export function pushTokenNeedsSaving(
  stored: StoredPushToken | null,
  token: string,
  userId: number,
  now: number,
): boolean {
  if (!stored || stored.token !== token || stored.user_id !== userId) return true;
  return needsPushTokenRefresh(stored.saved_at, now);
}

/** Milliseconds until the saved token must be posted again (0 when it is due). */
export function msUntilPushRefresh(stored: StoredPushToken | null, now: number): number {
  if (!stored) return 0;
  return Math.max(0, stored.saved_at + PUSH_TOKEN_VALIDITY_MS - now);
}

/**
 * The one pending re-post of the saved token (web subscription or native FCM token): due once it
 * is an hour old (section 4), never sooner than a second from now. `schedule` replaces the pending
 * one; `stop` cancels it (sign-out).
 */
export function createPushRefreshTimer(
  env: { now: () => number; schedule: (callback: () => void, ms: number) => () => void },
  sync: () => unknown,
): { schedule: () => void; stop: () => void } {
  let cancel: (() => void) | null = null;
  const stop = () => {
    cancel?.();
    cancel = null;
  };
  const schedule = () => {
    stop();
    const wait = msUntilPushRefresh(readStoredPushToken(), env.now());
    cancel = env.schedule(
      () => {
        cancel = null;
        void sync();
      },
      Math.max(wait, 1_000),
    );
  };
  return { schedule, stop };
}

/** The VAPID public key (base64url, as the API gives it) as the bytes pushManager.subscribe wants. */
export function base64UrlToUint8Array(value: string): Uint8Array<ArrayBuffer> {
  const trimmed = value.trim();
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(trimmed)) throw new Error('Clé publique VAPID invalide.');
  const base64 = trimmed.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a) return false;
  const left = new Uint8Array(a);
  if (left.length !== b.length) return false;
  return left.every((byte, index) => byte === b[index]);
}

/**
 * An in-app path to open: starts with one slash, no scheme, no other host. Anything else (an
 * external address, `//host`, `javascript:`) is refused: null.
 */
export function safeLandingPage(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const page = value.trim();
  if (!page.startsWith('/') || page.startsWith('//') || page.startsWith('/\\')) return null;
  if ([...page].some((char) => char.charCodeAt(0) < 0x20)) return null;
  try {
    const url = new URL(page, 'https://app.invalid');
    if (url.origin !== 'https://app.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A PushPayload from what a service worker message or a native push carries (strings in FCM data). */
export function toPushPayload(value: unknown): PushPayload | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const id =
    typeof record.notification_id === 'number'
      ? record.notification_id
      : typeof record.notification_id === 'string' && /^\d+$/.test(record.notification_id)
        ? Number(record.notification_id)
        : null;
  const topic = PUSH_TOPICS.find((known) => known === record.topic);
  return {
    title: text(record.title),
    body: text(record.body),
    landing_page: safeLandingPage(record.landing_page),
    notification_id: id,
    ...(topic ? { topic: topic as PushTopic } : {}),
  };
}

/* ------------------------------------------------------------------------------------------ */
/* A push received while the app is open (service worker message or native event).            */

export interface PushReceivedOptions {
  /** False when the system already showed the notification: refresh only, no alert. */
  alert: boolean;
}
type PushListener = (payload: PushPayload, options: PushReceivedOptions) => void;
const pushListeners = new Set<PushListener>();

/** Calls `listener` for every push received while the app is open; answers the unsubscribe. */
export function subscribePushReceived(listener: PushListener): () => void {
  pushListeners.add(listener);
  return () => {
    pushListeners.delete(listener);
  };
}

export function dispatchPushReceived(
  payload: PushPayload,
  options: PushReceivedOptions = { alert: true },
): void {
  for (const listener of pushListeners) listener(payload, options);
}

/** Opens a landing page from a tapped push (in-app paths only; others are ignored). */
export function openLandingPage(
  value: unknown,
  navigate: (to: string, options?: { replace?: boolean }) => void = navigateTo,
): boolean {
  const page = safeLandingPage(value);
  if (!page) return false;
  navigate(page, { replace: false });
  return true;
}

/**
 * What public/push-sw.js posts to the app's windows: {type:'push', payload, notified} when a push
 * arrives ('notified': a system notification was shown, the window only refreshes), and
 * {type:'open', landing_page} when the person tapped a notification.
 */
export function handleServiceWorkerMessage(
  data: unknown,
  navigate: (to: string, options?: { replace?: boolean }) => void = navigateTo,
): void {
  if (!data || typeof data !== 'object') return;
  const message = data as { type?: unknown; payload?: unknown; notified?: unknown };
  if (message.type === 'push') {
    const payload = toPushPayload(message.payload);
    if (payload) dispatchPushReceived(payload, { alert: message.notified !== true });
  } else if (message.type === 'open') {
    openLandingPage((data as { landing_page?: unknown }).landing_page, navigate);
  }
}

type MessageSource = Pick<ServiceWorkerContainer, 'addEventListener' | 'removeEventListener'> & {
  startMessages?: () => void;
};

/** Listens to the service worker's messages; answers the function that stops listening. */
export function listenToServiceWorkerMessages(
  container: MessageSource | null | undefined = typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator
    ? navigator.serviceWorker
    : null,
): () => void {
  if (!container) return () => undefined;
  const onMessage = (event: Event) => handleServiceWorkerMessage((event as MessageEvent).data);
  container.addEventListener('message', onMessage);
  container.startMessages?.();
  return () => container.removeEventListener('message', onMessage);
}

/* ------------------------------------------------------------------------------------------ */
/* A waiting new version of the app (vite-plugin-pwa's updateSW), applied by the newappversion */
/* alert's Ok.                                                                                 */

let applyUpdate: (() => void) | null = null;

/** main.tsx hands over how to activate a waiting version (null: none waiting). */
export function setAppUpdate(update: (() => void) | null): void {
  applyUpdate = update;
}

/** Activates the waiting version (the page reloads); false when none is waiting. */
export function applyAppUpdate(): boolean {
  if (!applyUpdate) return false;
  const update = applyUpdate;
  applyUpdate = null;
  update();
  return true;
}

/* ------------------------------------------------------------------------------------------ */
/* Web Push subscription.                                                                     */

export interface PushSubscriptionLike {
  endpoint: string;
  options?: { applicationServerKey: ArrayBuffer | null } | undefined;
  toJSON(): PushSubscriptionJSON;
  unsubscribe(): Promise<boolean>;
}

export interface PushRegistrationLike {
  pushManager: {
    getSubscription(): Promise<PushSubscriptionLike | null>;
    subscribe(options: {
      userVisibleOnly: boolean;
      applicationServerKey: Uint8Array<ArrayBuffer>;
    }): Promise<PushSubscriptionLike>;
  };
}

/** The push calls of the API (GET /api/push/config, POST subscriptions, POST subscriptions/delete). */
export interface PushApi {
  getConfig(): Promise<Pick<ResponseOf<'getPushConfig'>, 'vapid_public_key'>>;
  save(body: BodyOf<'savePushSubscription'>): Promise<unknown>;
  remove(endpoint: string): Promise<unknown>;
}

const configRoute: Route<'getPushConfig'> = {
  name: 'getPushConfig',
  method: 'GET',
  path: '/api/push/config',
  envelope: 'data',
};
const saveRoute: Route<'savePushSubscription'> = {
  name: 'savePushSubscription',
  method: 'POST',
  path: '/api/push/subscriptions',
  envelope: 'data',
};
const deleteRoute: Route<'deletePushSubscription'> = {
  name: 'deletePushSubscription',
  method: 'POST',
  path: '/api/push/subscriptions/delete',
  envelope: 'data',
};

export const pushApi: PushApi = {
  getConfig: () => callEndpoint(configRoute),
  save: (body) => callEndpoint(saveRoute, { body }),
  remove: (endpoint) => callEndpoint(deleteRoute, { body: { endpoint } }),
};

/**
 * - unsupported: no Push API (or the native app, which has its own);
 * - waiting: no service worker registration or no signed-in user yet;
 * - prompt: never asked: the opt-in button is offered;
 * - subscribed: this browser receives pushes; denied: blocked in the browser's settings;
 * - error: subscribing or posting failed (tried again at the next check).
 */
export type WebPushState = 'unsupported' | 'waiting' | 'prompt' | 'subscribed' | 'denied' | 'error';

export interface WebPushEnv {
  /** Notification.permission, or null where the Push API is missing. */
  permission(): NotificationPermission | null;
  requestPermission(): Promise<NotificationPermission>;
  api: PushApi;
  /** Whether an access token is there (a call without one never settles). */
  canCallApi(): boolean;
  now(): number;
  /** Runs `callback` in `ms`; answers the cancel function. */
  schedule(callback: () => void, ms: number): () => void;
  log(message: string, error?: unknown): void;
}

export interface WebPush {
  setRegistration(registration: PushRegistrationLike | null): void;
  setUser(userId: number | null): void;
  /** Subscribes or refreshes when allowed; answers the state reached. */
  sync(): Promise<WebPushState>;
  /** The opt-in button: asks the permission, then subscribes. */
  enable(): Promise<WebPushState>;
  /** Sign-out: deletes the subscription on the server, unsubscribes, forgets the saved token. */
  disable(): Promise<void>;
  getState(): WebPushState;
  subscribe(listener: () => void): () => void;
}

export function createWebPush(env: WebPushEnv): WebPush {
  let registration: PushRegistrationLike | null = null;
  let userId: number | null = null;
  let state: WebPushState = env.permission() === null ? 'unsupported' : 'waiting';
  let running: Promise<WebPushState> | null = null;
  let again = false;
  const listeners = new Set<() => void>();

  const setState = (next: WebPushState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const refresh = createPushRefreshTimer(env, () => sync());
  const stopTimer = refresh.stop;
  const scheduleRefresh = refresh.schedule;

  async function subscribeAndSave(reg: PushRegistrationLike, user: number): Promise<WebPushState> {
    const existing = await reg.pushManager.getSubscription();
    const now = env.now();
    if (existing && !pushTokenNeedsSaving(readStoredPushToken(), existing.endpoint, user, now)) {
      scheduleRefresh();
      return 'subscribed';
    }
    if (!env.canCallApi()) return 'waiting';
    const config = await env.api.getConfig();
    const key = base64UrlToUint8Array(config.vapid_public_key);
    let subscription = existing;
    // Another account signed in on this browser: its endpoint stays with the previous account on
    // the server (nobody takes over an endpoint), so this account gets a subscription of its own.
    const stored = readStoredPushToken();
    const otherUsers = stored !== null && stored.user_id !== user;
    // The server's key changed (keys regenerated): the old subscription cannot receive anything.
    if (
      subscription &&
      (otherUsers || !sameBytes(subscription.options?.applicationServerKey, key))
    ) {
      await subscription.unsubscribe().catch(() => false);
      subscription = null;
    }
    subscription ??= await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    const json = subscription.toJSON();
    const p256dh = json.keys?.p256dh;
    const auth = json.keys?.auth;
    if (!p256dh || !auth) throw new Error("L'abonnement push n'a pas de clés.");
    await env.api.save({
      endpoint: subscription.endpoint,
      keys: { p256dh, auth },
      app_version: APP_VERSION,
      topics: [...PUSH_TOPICS],
    });
    saveStoredPushToken({ token: subscription.endpoint, user_id: user, saved_at: env.now() });
    scheduleRefresh();
    return 'subscribed';
  }

  async function runOnce(): Promise<WebPushState> {
    const permission = env.permission();
    if (permission === null) return 'unsupported';
    const reg = registration;
    const user = userId;
    if (!reg || user === null) return 'waiting';
    if (permission === 'denied') return 'denied';
    if (permission === 'default') return 'prompt';
    try {
      return await subscribeAndSave(reg, user);
    } catch (error) {
      env.log('Abonnement aux notifications push impossible', error);
      return 'error';
    }
  }

  function sync(): Promise<WebPushState> {
    if (running) {
      // A change (user, registration) during a run: run once more after it.
      again = true;
      return running;
    }
    running = (async () => {
      let result: WebPushState;
      do {
        again = false;
        result = await runOnce();
      } while (again);
      setState(result);
      running = null;
      return result;
    })();
    return running;
  }

  return {
    setRegistration(next) {
      registration = next;
      void sync();
    },
    setUser(next) {
      if (next === userId) return;
      userId = next;
      if (next === null) stopTimer();
      void sync();
    },
    sync,
    async enable() {
      if (env.permission() === null) return 'unsupported';
      try {
        await env.requestPermission();
      } catch (error) {
        env.log('Demande de permission des notifications impossible', error);
      }
      return sync();
    },
    async disable() {
      stopTimer();
      const stored = readStoredPushToken();
      let subscription: PushSubscriptionLike | null = null;
      try {
        subscription = (await registration?.pushManager.getSubscription()) ?? null;
      } catch (error) {
        env.log('Abonnement push illisible', error);
      }
      const endpoint = subscription?.endpoint ?? stored?.token ?? null;
      if (endpoint && env.canCallApi()) {
        try {
          await env.api.remove(endpoint);
        } catch (error) {
          env.log("Suppression de l'abonnement push impossible", error);
        }
      }
      try {
        await subscription?.unsubscribe();
      } catch (error) {
        env.log('Désabonnement push impossible', error);
      }
      clearStoredPushToken();
      userId = null;
      setState(env.permission() === null ? 'unsupported' : 'waiting');
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/* ------------------------------------------------------------------------------------------ */
/* The app's one push device (web or native), started by main.tsx.                            */

/** What sign-out stops: the web subscription or the native token. */
export interface PushDevice {
  stop(): Promise<void>;
}

let device: PushDevice | null = null;
let webPush: WebPush | null = null;
/** The service worker's registration, kept when it comes before Web Push is started. */
let pushRegistration: PushRegistrationLike | null = null;
/** Opt-in buttons rendered before Web Push started (main.tsx loads it when a user is stored). */
const waitingForStart = new Set<() => void>();

/** The native app registers its device here (lib/native-push.ts). */
export function setPushDevice(next: PushDevice | null): void {
  device = next;
}

/** The browser's Web Push environment (exported for its tests). */
export function browserWebPushEnv(): WebPushEnv {
  const supported =
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator;
  // Notification.permission asks the browser process and waits (tens of milliseconds on a busy
  // phone, issue 25 point 9): it is read once, then kept up to date by the permission's events.
  let known: NotificationPermission | null = null;
  if (supported && typeof navigator.permissions?.query === 'function') {
    navigator.permissions
      .query({ name: 'notifications' })
      .then((status) => {
        status.addEventListener('change', () => {
          known = status.state === 'prompt' ? 'default' : status.state;
        });
      })
      .catch(() => undefined);
  }
  return {
    permission: () => (supported ? (known ??= Notification.permission) : null),
    requestPermission: async () => (known = await Notification.requestPermission()),
    api: pushApi,
    canCallApi: () => getToken() !== null,
    now: () => Date.now(),
    schedule: (callback, ms) => {
      const id = window.setTimeout(callback, ms);
      return () => window.clearTimeout(id);
    },
    log: (message, error) => logger.warn(message, error),
  };
}

/**
 * Starts Web Push for this tab: follows the signed-in user, and checks the subscription again
 * when the tab comes back to the front (the one-hour refresh also runs on a timer).
 */
export function startWebPush(env: WebPushEnv = browserWebPushEnv()): WebPush {
  if (webPush) return webPush;
  const push = createWebPush(env);
  webPush = push;
  const followUser = () => push.setUser(getUser()?.id ?? null);
  subscribeSession(followUser);
  followUser();
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void push.sync();
    });
  }
  setPushDevice({ stop: () => push.disable() });
  if (pushRegistration) push.setRegistration(pushRegistration);
  for (const listener of [...waitingForStart]) listener();
  return push;
}

/** main.tsx: the service worker is registered (push needs it). */
export function setPushRegistration(registration: PushRegistrationLike | null): void {
  pushRegistration = registration;
  webPush?.setRegistration(registration);
}

/** The opt-in button's action. */
export function enableWebPush(): Promise<WebPushState> {
  return webPush ? webPush.enable() : Promise.resolve('unsupported');
}

export const PUSH_STOP_TIMEOUT_MS = 3_000;

/**
 * Sign-out (hooks/use-signout.ts), before the session is closed: the device stops receiving this
 * user's pushes. Never throws, never holds the sign-out longer than PUSH_STOP_TIMEOUT_MS.
 */
export async function stopPush(): Promise<void> {
  if (!device) return;
  const current = device;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      current.stop(),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, PUSH_STOP_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    logger.warn('Arrêt des notifications push impossible', error);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

const unsupported = () => 'unsupported' as const;
function subscribeUntilStarted(listener: () => void): () => void {
  waitingForStart.add(listener);
  return () => {
    waitingForStart.delete(listener);
  };
}

/** The Web Push state, re-rendering on change (the opt-in button). */
export function useWebPushState(): WebPushState {
  return useSyncExternalStore(
    webPush ? webPush.subscribe : subscribeUntilStarted,
    webPush ? webPush.getState : unsupported,
    unsupported,
  );
}
