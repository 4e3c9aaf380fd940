import type { PushNotificationsPlugin } from '@capacitor/push-notifications';
import type { PushPayload } from '@maisonnee/domain';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from './api-client.ts';
import { logger } from './logger.ts';
import { navigateTo } from './navigation.ts';
import {
  clearStoredPushToken,
  dispatchPushReceived,
  createPushRefreshTimer,
  openLandingPage,
  pushTokenNeedsSaving,
  readStoredPushToken,
  saveStoredPushToken,
  setPushDevice,
  toPushPayload,
} from './push.ts';
import { getToken, getUser, saveUser, subscribeSession } from './session.ts';

/*
 * Pushes in the native app (Capacitor, FCM): called from main.tsx only when isNativeApp, and the
 * plugin is loaded with a dynamic import, so the web build never calls it. The token goes to the
 * API with usersUpdate({ fcm_token }) when it changed, belongs to another user, or was saved one
 * hour ago or more (specification section 4); sign-out clears it on the server.
 */

export type NativePushPlugin = Pick<
  PushNotificationsPlugin,
  'checkPermissions' | 'requestPermissions' | 'register' | 'addListener'
>;

const updateUserRoute: Route<'updateUser'> = {
  name: 'updateUser',
  method: 'POST',
  path: '/api/users/update',
  envelope: 'datas',
};

export interface NativePushEnv {
  /** The plugin; by default @capacitor/push-notifications, imported only when needed. */
  loadPlugin(): Promise<NativePushPlugin>;
  saveToken(body: Pick<BodyOf<'updateUser'>, 'fcm_token'>): Promise<unknown>;
  canCallApi(): boolean;
  currentUserId(): number | null;
  /** Calls `listener` on every session change; answers the unsubscribe. */
  subscribeUser(listener: () => void): () => void;
  now(): number;
  schedule(callback: () => void, ms: number): () => void;
  navigate(to: string, options?: { replace?: boolean }): void;
  log(message: string, error?: unknown): void;
}

/** A native push's payload: title and body from the notification, the rest from its data. */
export function nativePushPayload(notification: {
  title?: string | undefined;
  body?: string | undefined;
  data?: unknown;
}): PushPayload | null {
  const data =
    notification.data && typeof notification.data === 'object'
      ? (notification.data as Record<string, unknown>)
      : {};
  return toPushPayload({
    ...data,
    title: notification.title ?? data.title,
    body: notification.body ?? data.body,
  });
}

export interface NativePush {
  /** Registers for this user when one is signed in (asks the permission once). */
  sync(): Promise<void>;
  stop(): Promise<void>;
}

export async function createNativePush(env: NativePushEnv): Promise<NativePush> {
  const plugin = await env.loadPlugin();
  let registering = false;

  const refresh = createPushRefreshTimer(env, () => sync());
  const stopTimer = refresh.stop;
  const scheduleRefresh = refresh.schedule;

  async function saveToken(token: string): Promise<void> {
    const userId = env.currentUserId();
    if (userId === null || !env.canCallApi()) return;
    if (!pushTokenNeedsSaving(readStoredPushToken(), token, userId, env.now())) {
      scheduleRefresh();
      return;
    }
    try {
      await env.saveToken({ fcm_token: token });
      saveStoredPushToken({ token, user_id: userId, saved_at: env.now() });
    } catch (error) {
      env.log('Enregistrement du jeton de notification impossible', error);
    }
    scheduleRefresh();
  }

  await plugin.addListener('registration', (token) => {
    void saveToken(token.value);
  });
  await plugin.addListener('registrationError', (error) => {
    env.log('Inscription aux notifications push impossible', error.error);
  });
  await plugin.addListener('pushNotificationReceived', (notification) => {
    const payload = nativePushPayload(notification);
    if (payload) dispatchPushReceived(payload, { alert: true });
  });
  await plugin.addListener('pushNotificationActionPerformed', (action) => {
    const data = action.notification.data as Record<string, unknown> | undefined;
    openLandingPage(data?.landing_page, env.navigate);
  });

  async function sync(): Promise<void> {
    const userId = env.currentUserId();
    if (userId === null || registering) return;
    const stored = readStoredPushToken();
    if (stored && !pushTokenNeedsSaving(stored, stored.token, userId, env.now())) {
      scheduleRefresh();
      return;
    }
    registering = true;
    try {
      let permission = await plugin.checkPermissions();
      if (permission.receive === 'prompt' || permission.receive === 'prompt-with-rationale') {
        permission = await plugin.requestPermissions();
      }
      // The token arrives through the 'registration' listener.
      if (permission.receive === 'granted') await plugin.register();
    } catch (error) {
      env.log('Inscription aux notifications push impossible', error);
    } finally {
      registering = false;
    }
  }

  async function stop(): Promise<void> {
    stopTimer();
    const stored = readStoredPushToken();
    if (stored && env.canCallApi()) {
      try {
        await env.saveToken({ fcm_token: null });
      } catch (error) {
        env.log('Suppression du jeton de notification impossible', error);
      }
    }
    clearStoredPushToken();
  }

  let lastUser = env.currentUserId();
  env.subscribeUser(() => {
    const userId = env.currentUserId();
    if (userId === lastUser) return;
    lastUser = userId;
    if (userId === null) stopTimer();
    else void sync();
  });
  return { sync, stop };
}

function defaultEnv(): NativePushEnv {
  return {
    loadPlugin: async () => (await import('@capacitor/push-notifications')).PushNotifications,
    saveToken: async (body) => {
      const user: ResponseOf<'updateUser'> = await callEndpoint(updateUserRoute, { body });
      saveUser(user);
      return user;
    },
    canCallApi: () => getToken() !== null,
    currentUserId: () => getUser()?.id ?? null,
    subscribeUser: subscribeSession,
    now: () => Date.now(),
    schedule: (callback, ms) => {
      const id = window.setTimeout(callback, ms);
      return () => window.clearTimeout(id);
    },
    navigate: navigateTo,
    log: (message, error) => logger.warn(message, error),
  };
}

/** main.tsx, in the native app only: listeners, then registration for the signed-in user. */
export async function startNativePush(env: NativePushEnv = defaultEnv()): Promise<NativePush> {
  const push = await createNativePush(env);
  setPushDevice({ stop: () => push.stop() });
  await push.sync();
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void push.sync();
    });
  }
  return push;
}
