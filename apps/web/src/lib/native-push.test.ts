import { PUSH_TOKEN_VALIDITY_MS } from '@maisonnee/domain';
import { PushNotifications } from '@capacitor/push-notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNativePush, nativePushPayload, type NativePushEnv } from './native-push.ts';
import { readStoredPushToken, subscribePushReceived } from './push.ts';
import { fakeClock } from '../test/fake-clock.ts';

type Listener = (value: unknown) => void;
const listeners = new Map<string, Listener>();

// The native plugin stands in for the phone: tests fire its events.
vi.mock('@capacitor/push-notifications', () => ({
  PushNotifications: {
    checkPermissions: vi.fn(),
    requestPermissions: vi.fn(),
    register: vi.fn(),
    addListener: vi.fn(async (event: string, listener: Listener) => {
      listeners.set(event, listener);
      return { remove: async () => undefined };
    }),
  },
}));

const plugin = vi.mocked(PushNotifications);

function emit(event: string, value: unknown) {
  const listener = listeners.get(event);
  if (!listener) throw new Error(`No listener for ${event}`);
  listener(value);
}

function fakeEnv(overrides: Partial<NativePushEnv> = {}) {
  const clock = fakeClock();
  let userId: number | null = 7;
  const sessionListeners = new Set<() => void>();
  const env: NativePushEnv = {
    loadPlugin: async () => (await import('@capacitor/push-notifications')).PushNotifications,
    saveToken: vi.fn(async () => ({})),
    canCallApi: () => true,
    currentUserId: () => userId,
    subscribeUser: (listener) => {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
    now: clock.now,
    schedule: clock.schedule,
    navigate: vi.fn(),
    log: vi.fn(),
    ...overrides,
  };
  return {
    env,
    setUser: (id: number | null) => {
      userId = id;
      for (const listener of sessionListeners) listener();
    },
    advance: clock.advance,
    now: clock.now,
  };
}

beforeEach(() => {
  listeners.clear();
  plugin.checkPermissions.mockResolvedValue({ receive: 'granted' });
  plugin.requestPermissions.mockResolvedValue({ receive: 'granted' });
  plugin.register.mockResolvedValue(undefined);
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('native push (Capacitor)', () => {
  it('asks the permission once, registers, and saves the token with usersUpdate', async () => {
    plugin.checkPermissions.mockResolvedValue({ receive: 'prompt' });
    const f = fakeEnv();
    const push = await createNativePush(f.env);
    await push.sync();
    expect(plugin.requestPermissions).toHaveBeenCalledTimes(1);
    expect(plugin.register).toHaveBeenCalledTimes(1);

    emit('registration', { value: 'fcm-token-1' });
    await vi.waitFor(() =>
      expect(f.env.saveToken).toHaveBeenCalledWith({ fcm_token: 'fcm-token-1' }),
    );
    await vi.waitFor(() =>
      expect(readStoredPushToken()).toEqual({
        token: 'fcm-token-1',
        user_id: 7,
        saved_at: f.now(),
      }),
    );
  });

  it('does not register when the permission is refused', async () => {
    plugin.checkPermissions.mockResolvedValue({ receive: 'prompt' });
    plugin.requestPermissions.mockResolvedValue({ receive: 'denied' });
    const push = await createNativePush(fakeEnv().env);
    await push.sync();
    expect(plugin.register).not.toHaveBeenCalled();
  });

  it('saves the same token again only after one hour, or for another user', async () => {
    const f = fakeEnv();
    const push = await createNativePush(f.env);
    await push.sync();
    emit('registration', { value: 'fcm-token-1' });
    await vi.waitFor(() => expect(readStoredPushToken()).not.toBeNull());
    expect(f.env.saveToken).toHaveBeenCalledTimes(1);

    // The same token within the hour: nothing posted, and no new registration asked.
    f.advance(PUSH_TOKEN_VALIDITY_MS - 1_000);
    emit('registration', { value: 'fcm-token-1' });
    await push.sync();
    expect(plugin.register).toHaveBeenCalledTimes(1);
    expect(f.env.saveToken).toHaveBeenCalledTimes(1);

    // At the hour the refresh timer registers again and the token is posted again.
    f.advance(1_000);
    await vi.waitFor(() => expect(plugin.register).toHaveBeenCalledTimes(2));
    emit('registration', { value: 'fcm-token-1' });
    await vi.waitFor(() => expect(f.env.saveToken).toHaveBeenCalledTimes(2));

    // Another user signs in on this phone: posted for that user.
    f.setUser(8);
    await vi.waitFor(() => expect(plugin.register).toHaveBeenCalledTimes(3));
    emit('registration', { value: 'fcm-token-1' });
    await vi.waitFor(() => expect(readStoredPushToken()?.user_id).toBe(8));
    expect(f.env.saveToken).toHaveBeenCalledTimes(3);
  });

  it('logs a registration error', async () => {
    const f = fakeEnv();
    await createNativePush(f.env);
    emit('registrationError', { error: 'no Google services' });
    expect(f.env.log).toHaveBeenCalledWith(
      'Inscription aux notifications push impossible',
      'no Google services',
    );
  });

  it('hands a push received while open to the app (refresh + alert)', async () => {
    await createNativePush(fakeEnv().env);
    const received: unknown[] = [];
    const stop = subscribePushReceived((payload, options) => received.push([payload, options]));
    emit('pushNotificationReceived', {
      id: '1',
      title: 'Nouveau message',
      body: "L'agence vous a répondu.",
      data: { landing_page: '/messagerie/abc', notification_id: '12' },
    });
    stop();
    expect(received).toEqual([
      [
        {
          title: 'Nouveau message',
          body: "L'agence vous a répondu.",
          landing_page: '/messagerie/abc',
          notification_id: 12,
        },
        { alert: true },
      ],
    ]);
  });

  it('opens the landing page of a tapped push, in the app only', async () => {
    const f = fakeEnv();
    await createNativePush(f.env);
    emit('pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: { id: '1', data: { landing_page: '/notifications' } },
    });
    emit('pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: { id: '2', data: { landing_page: 'https://evil.example/' } },
    });
    expect(f.env.navigate).toHaveBeenCalledTimes(1);
    expect(f.env.navigate).toHaveBeenCalledWith('/notifications', { replace: false });
  });

  it('on sign-out clears the token on the server and forgets it', async () => {
    const f = fakeEnv();
    const push = await createNativePush(f.env);
    await push.sync();
    emit('registration', { value: 'fcm-token-1' });
    await vi.waitFor(() => expect(readStoredPushToken()).not.toBeNull());
    await push.stop();
    expect(f.env.saveToken).toHaveBeenLastCalledWith({ fcm_token: null });
    expect(readStoredPushToken()).toBeNull();
  });

  it('reads title and body from the data when the notification has none', () => {
    expect(
      nativePushPayload({
        data: { title: 'T', body: 'B', landing_page: '/account', topic: 'newappversion' },
      }),
    ).toEqual({
      title: 'T',
      body: 'B',
      landing_page: '/account',
      notification_id: null,
      topic: 'newappversion',
    });
  });
});
