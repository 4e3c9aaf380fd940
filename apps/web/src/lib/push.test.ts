import { APP_VERSION, PUSH_TOKEN_VALIDITY_MS } from '@maisonnee/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  base64UrlToUint8Array,
  browserWebPushEnv,
  createWebPush,
  handleServiceWorkerMessage,
  readStoredPushToken,
  safeLandingPage,
  saveStoredPushToken,
  subscribePushReceived,
  type PushRegistrationLike,
  type PushSubscriptionLike,
  type WebPushEnv,
} from './push.ts';
import { fakeClock } from '../test/fake-clock.ts';

// A real VAPID public key: 65 bytes, an uncompressed P-256 point (0x04 first).
const VAPID_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

afterEach(() => {
  vi.useRealTimers();
});

describe('base64url VAPID key → bytes', () => {
  it('decodes the URL-safe alphabet without padding into the 65-byte key', () => {
    const bytes = base64UrlToUint8Array(VAPID_KEY);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(0x04);
  });

  it('reads - and _ as + and / and accepts padding', () => {
    // 0xfb 0xff 0xbf is '+/+/' in base64, '-_-_' in base64url.
    expect([...base64UrlToUint8Array('-_-_')]).toEqual([0xfb, 0xff, 0xbf]);
    expect([...base64UrlToUint8Array('AQ')]).toEqual([1]);
    expect([...base64UrlToUint8Array('AQ==')]).toEqual([1]);
    expect([...base64UrlToUint8Array('AQID')]).toEqual([1, 2, 3]);
  });

  it('refuses characters outside base64url', () => {
    expect(() => base64UrlToUint8Array('ab+c')).toThrow('Clé publique VAPID invalide.');
    expect(() => base64UrlToUint8Array('a b')).toThrow();
  });
});

describe('landing pages opened from a push', () => {
  it('keeps in-app paths and refuses other hosts or schemes', () => {
    expect(safeLandingPage('/missions/abc?x=1#y')).toBe('/missions/abc?x=1#y');
    expect(safeLandingPage('/account')).toBe('/account');
    expect(safeLandingPage('https://evil.example/')).toBeNull();
    expect(safeLandingPage('//evil.example/x')).toBeNull();
    expect(safeLandingPage('/\\evil.example')).toBeNull();
    expect(safeLandingPage('javascript:alert(1)')).toBeNull();
    expect(safeLandingPage('missions')).toBeNull();
    expect(safeLandingPage(null)).toBeNull();
  });
});

/** A browser's push manager: one subscription at a time, its keys as a browser gives them. */
function fakeRegistration(options: { serverKey?: Uint8Array } = {}) {
  let current: (PushSubscriptionLike & { unsubscribe: ReturnType<typeof vi.fn> }) | null = null;
  let count = 0;
  const make = (key: Uint8Array) => {
    count += 1;
    const endpoint = `https://push.example.test/send/${count}`;
    const subscription = {
      endpoint,
      options: { applicationServerKey: key.slice().buffer as ArrayBuffer },
      toJSON: () => ({ endpoint, keys: { p256dh: `p256dh-${count}`, auth: `auth-${count}` } }),
      unsubscribe: vi.fn(async () => {
        if (current === subscription) current = null;
        return true;
      }),
    };
    return subscription;
  };
  if (options.serverKey) current = make(options.serverKey);
  const subscribe = vi.fn(
    async (init: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
      current = make(init.applicationServerKey);
      return current;
    },
  );
  const registration: PushRegistrationLike = {
    pushManager: { getSubscription: async () => current, subscribe },
  };
  return { registration, subscribe, current: () => current };
}

function fakeEnv(overrides: Partial<WebPushEnv> = {}) {
  const clock = fakeClock();
  let permission: NotificationPermission = 'granted';
  const api = {
    getConfig: vi.fn(async () => ({ vapid_public_key: VAPID_KEY })),
    save: vi.fn(async (_body: { endpoint: string }) => ({ topics: ['newappversion'] })),
    remove: vi.fn(async () => ({ deleted: true })),
  };
  const env: WebPushEnv = {
    permission: () => permission,
    requestPermission: vi.fn(async () => {
      permission = 'granted';
      return permission;
    }),
    api,
    canCallApi: () => true,
    now: clock.now,
    schedule: clock.schedule,
    log: vi.fn(),
    ...overrides,
  };
  return {
    env,
    api,
    setPermission: (value: NotificationPermission) => (permission = value),
    /** Moves the clock and runs the timers that are due. */
    advance: async (ms: number) => {
      clock.advance(ms);
      await vi.waitFor(() => undefined);
    },
    now: clock.now,
  };
}

/** Web Push of user 7 on a browser whose service worker is ready. */
function pushFor(f = fakeEnv(), reg = fakeRegistration()) {
  const push = createWebPush(f.env);
  push.setUser(7);
  push.setRegistration(reg.registration);
  return { f, reg, push };
}

describe('Web Push subscription', () => {
  it('subscribes silently when the permission is granted and posts the subscription', async () => {
    const { f, reg, push } = pushFor();
    await expect(push.sync()).resolves.toBe('subscribed');

    expect(reg.subscribe).toHaveBeenCalledTimes(1);
    const init = reg.subscribe.mock.calls[0]?.[0];
    expect(init?.userVisibleOnly).toBe(true);
    expect([...(init?.applicationServerKey ?? [])]).toEqual([...base64UrlToUint8Array(VAPID_KEY)]);
    expect(f.api.save).toHaveBeenCalledTimes(1);
    expect(f.api.save).toHaveBeenCalledWith({
      endpoint: 'https://push.example.test/send/1',
      keys: { p256dh: 'p256dh-1', auth: 'auth-1' },
      app_version: APP_VERSION,
      topics: ['newappversion'],
    });
    expect(readStoredPushToken()).toEqual({
      token: 'https://push.example.test/send/1',
      user_id: 7,
      saved_at: f.now(),
    });
    expect(push.getState()).toBe('subscribed');
  });

  it('does not ask on load when never asked: it offers the button, which asks then subscribes', async () => {
    const f = fakeEnv();
    f.setPermission('default');
    const { reg, push } = pushFor(f);
    await expect(push.sync()).resolves.toBe('prompt');
    expect(f.env.requestPermission).not.toHaveBeenCalled();
    expect(reg.subscribe).not.toHaveBeenCalled();

    await expect(push.enable()).resolves.toBe('subscribed');
    expect(f.env.requestPermission).toHaveBeenCalledTimes(1);
    expect(f.api.save).toHaveBeenCalledTimes(1);
  });

  it('does nothing when blocked, without a service worker, or without a user', async () => {
    const f = fakeEnv();
    const reg = fakeRegistration();
    const push = createWebPush(f.env);
    await expect(push.sync()).resolves.toBe('waiting');
    push.setRegistration(reg.registration);
    await expect(push.sync()).resolves.toBe('waiting');
    f.setPermission('denied');
    push.setUser(7);
    await expect(push.sync()).resolves.toBe('denied');
    expect(reg.subscribe).not.toHaveBeenCalled();
    expect(f.api.save).not.toHaveBeenCalled();
  });

  it('is unsupported where the browser has no Push API', async () => {
    const { push } = pushFor(fakeEnv({ permission: () => null }));
    await expect(push.sync()).resolves.toBe('unsupported');
  });

  it('posts the subscription again after one hour, not before', async () => {
    const { f, reg, push } = pushFor();
    await push.sync();
    expect(f.api.save).toHaveBeenCalledTimes(1);

    await f.advance(PUSH_TOKEN_VALIDITY_MS - 60_000);
    await push.sync();
    expect(f.api.save).toHaveBeenCalledTimes(1);

    // The timer set at the first save fires at the hour and posts it again.
    await f.advance(60_000);
    await vi.waitFor(() => expect(f.api.save).toHaveBeenCalledTimes(2));
    expect(reg.subscribe).toHaveBeenCalledTimes(1);
    expect(readStoredPushToken()?.saved_at).toBe(f.now());
  });

  it('posts it again for another user on the same browser, and when nothing was saved', async () => {
    const { f, reg, push } = pushFor();
    await push.sync();
    const first = reg.current();
    push.setUser(8);
    await push.sync();
    expect(f.api.save).toHaveBeenCalledTimes(2);
    expect(readStoredPushToken()?.user_id).toBe(8);
    // The endpoint stays with user 7 on the server: user 8 gets a subscription of its own.
    expect(first?.unsubscribe).toHaveBeenCalled();
    expect(reg.subscribe).toHaveBeenCalledTimes(2);
    expect(f.api.save.mock.calls[1]![0].endpoint).not.toBe(f.api.save.mock.calls[0]![0].endpoint);

    window.localStorage.clear();
    await push.sync();
    expect(f.api.save).toHaveBeenCalledTimes(3);
  });

  it('subscribes again when the server key changed', async () => {
    const reg = fakeRegistration({ serverKey: new Uint8Array([4, 1, 2, 3]) });
    const old = reg.current();
    const { f, push } = pushFor(fakeEnv(), reg);
    await push.sync();
    expect(old?.unsubscribe).toHaveBeenCalled();
    expect(reg.subscribe).toHaveBeenCalledTimes(1);
    expect(f.api.save).toHaveBeenCalledWith(
      expect.objectContaining({ endpoint: 'https://push.example.test/send/2' }),
    );
  });

  it('reports an error state when the API refuses, and tries again at the next check', async () => {
    const f = fakeEnv();
    f.api.save.mockRejectedValueOnce(new Error('400'));
    const { push } = pushFor(f);
    await expect(push.sync()).resolves.toBe('error');
    expect(f.env.log).toHaveBeenCalled();
    expect(readStoredPushToken()).toBeNull();
    await expect(push.sync()).resolves.toBe('subscribed');
  });

  it('on sign-out deletes the subscription on the server, unsubscribes and forgets it', async () => {
    const { f, reg, push } = pushFor();
    await push.sync();
    const subscription = reg.current();
    await push.disable();
    expect(f.api.remove).toHaveBeenCalledWith('https://push.example.test/send/1');
    expect(subscription?.unsubscribe).toHaveBeenCalled();
    expect(readStoredPushToken()).toBeNull();
    expect(reg.current()).toBeNull();
  });

  it('ignores a malformed saved token', () => {
    window.localStorage.setItem('push_token', '{"token":1}');
    expect(readStoredPushToken()).toBeNull();
    saveStoredPushToken({ token: 't', user_id: 1, saved_at: 5 });
    expect(readStoredPushToken()).toEqual({ token: 't', user_id: 1, saved_at: 5 });
  });
});

describe('messages from the service worker', () => {
  it("hands a 'push' to the app with its alert, and a notified one without", () => {
    const received: unknown[] = [];
    const stop = subscribePushReceived((payload, options) => received.push([payload, options]));
    handleServiceWorkerMessage({
      type: 'push',
      payload: { title: 'T', body: 'B', landing_page: '/missions', notification_id: 3 },
    });
    handleServiceWorkerMessage({
      type: 'push',
      payload: { title: 'T', body: 'B', landing_page: 'https://evil.example' },
      notified: true,
    });
    stop();
    expect(received).toEqual([
      [{ title: 'T', body: 'B', landing_page: '/missions', notification_id: 3 }, { alert: true }],
      [{ title: 'T', body: 'B', landing_page: null, notification_id: null }, { alert: false }],
    ]);
  });

  it("navigates on 'open' to an in-app page only", () => {
    const navigate = vi.fn();
    handleServiceWorkerMessage({ type: 'open', landing_page: '/notifications' }, navigate);
    handleServiceWorkerMessage({ type: 'open', landing_page: '//evil.example' }, navigate);
    handleServiceWorkerMessage('noise', navigate);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/notifications', { replace: false });
  });
});

describe("the browser's permission", () => {
  it('is asked of the browser once, then follows the permission events and the answer', async () => {
    let reads = 0;
    let current: NotificationPermission = 'default';
    const change = new EventTarget();
    const status = Object.defineProperty(change, 'state', {
      get: () => (current === 'default' ? 'prompt' : current),
    });
    const Notification = {
      get permission() {
        reads += 1;
        return current;
      },
      requestPermission: () => Promise.resolve((current = 'granted')),
    };
    vi.stubGlobal('Notification', Notification);
    vi.stubGlobal('PushManager', function PushManager() {});
    const serviceWorker = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
    const permissions = Object.getOwnPropertyDescriptor(navigator, 'permissions');
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    Object.defineProperty(navigator, 'permissions', {
      value: { query: () => Promise.resolve(status) },
      configurable: true,
    });
    try {
      const env = browserWebPushEnv();
      expect([env.permission(), env.permission(), env.permission()]).toEqual([
        'default',
        'default',
        'default',
      ]);
      expect(reads).toBe(1);
      await expect(env.requestPermission()).resolves.toBe('granted');
      expect(env.permission()).toBe('granted');
      // Revoked in the browser's settings: the permission's change event says so.
      await Promise.resolve();
      current = 'denied';
      change.dispatchEvent(new Event('change'));
      expect(env.permission()).toBe('denied');
      expect(reads).toBe(1);
    } finally {
      vi.unstubAllGlobals();
      if (serviceWorker) Object.defineProperty(navigator, 'serviceWorker', serviceWorker);
      else Reflect.deleteProperty(navigator, 'serviceWorker');
      if (permissions) Object.defineProperty(navigator, 'permissions', permissions);
      else Reflect.deleteProperty(navigator, 'permissions');
    }
  });
});
