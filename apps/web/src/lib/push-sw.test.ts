import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

/*
 * public/push-sw.js runs in the service worker: it is evaluated here with a stubbed `self`
 * (clients, registration, location), the browser APIs a service worker sees.
 */
const source = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../public/push-sw.js'),
  'utf8',
);

interface FakeClient {
  focused: boolean;
  postMessage: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
}

function client(focused: boolean): FakeClient {
  return { focused, postMessage: vi.fn(), focus: vi.fn(async () => undefined) };
}

function loadWorker(clients: FakeClient[]) {
  const handlers = new Map<string, (event: unknown) => void>();
  const self = {
    location: { origin: 'https://app.maisonnee.test' },
    addEventListener: (type: string, handler: (event: unknown) => void) =>
      handlers.set(type, handler),
    clients: {
      matchAll: vi.fn(async () => clients),
      openWindow: vi.fn(async () => null),
    },
    registration: { showNotification: vi.fn(async () => undefined) },
  };
  new Function('self', source)(self);

  async function fire(type: string, event: Record<string, unknown>) {
    let done: Promise<unknown> = Promise.resolve();
    handlers.get(type)?.({
      ...event,
      waitUntil: (promise: Promise<unknown>) => {
        done = promise;
      },
    });
    await done;
  }

  return {
    self,
    push: (data: unknown) =>
      fire('push', {
        data:
          data === null
            ? null
            : {
                json: () => (typeof data === 'string' ? JSON.parse(data) : data),
                text: () => String(data),
              },
      }),
    click: (data: unknown) => {
      const notification = { data, close: vi.fn() };
      return fire('notificationclick', { notification }).then(() => notification);
    },
  };
}

const PAYLOAD = {
  title: 'Votre intervenante est arrivée',
  body: 'Marie a pointé son arrivée à 9 h 02.',
  landing_page: '/missions/abc',
  notification_id: 42,
};

describe('push-sw.js: a push arrives', () => {
  it('shows a system notification when no window of the app is focused', async () => {
    const background = client(false);
    const worker = loadWorker([background]);
    await worker.push(PAYLOAD);
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith(PAYLOAD.title, {
      body: PAYLOAD.body,
      icon: '/icon.svg',
      badge: '/icon.svg',
      lang: 'fr',
      tag: 'notification-42',
      data: { ...PAYLOAD, topic: undefined },
    });
    // The open but hidden window only refreshes its list.
    expect(background.postMessage).toHaveBeenCalledWith({
      type: 'push',
      payload: { ...PAYLOAD, topic: undefined },
      notified: true,
    });
  });

  it('hands the push to a focused window instead (its Ok alert), without a system notification', async () => {
    const focused = client(true);
    const worker = loadWorker([focused]);
    await worker.push({ ...PAYLOAD, topic: 'newappversion' });
    expect(worker.self.registration.showNotification).not.toHaveBeenCalled();
    expect(focused.postMessage).toHaveBeenCalledWith({
      type: 'push',
      payload: { ...PAYLOAD, topic: 'newappversion' },
    });
  });

  it('drops a landing page outside the app and survives an empty or text push', async () => {
    const worker = loadWorker([]);
    await worker.push({ ...PAYLOAD, landing_page: 'https://evil.example/' });
    expect(worker.self.registration.showNotification).toHaveBeenLastCalledWith(
      PAYLOAD.title,
      expect.objectContaining({ data: expect.objectContaining({ landing_page: null }) }),
    );
    await worker.push(null);
    expect(worker.self.registration.showNotification).toHaveBeenLastCalledWith(
      'Maisonnée',
      expect.objectContaining({ body: '', tag: 'maisonnee' }),
    );
    await worker.push('pas du JSON');
    expect(worker.self.registration.showNotification).toHaveBeenLastCalledWith(
      'Maisonnée',
      expect.objectContaining({ body: 'pas du JSON' }),
    );
  });
});

describe('push-sw.js: the notification is tapped', () => {
  it('focuses an open window and tells it to open the landing page', async () => {
    const other = client(false);
    const focused = client(true);
    const worker = loadWorker([other, focused]);
    const notification = await worker.click(PAYLOAD);
    expect(notification.close).toHaveBeenCalled();
    expect(focused.focus).toHaveBeenCalled();
    expect(focused.postMessage).toHaveBeenCalledWith({
      type: 'open',
      landing_page: '/missions/abc',
    });
    expect(other.postMessage).not.toHaveBeenCalled();
    expect(worker.self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window on the landing page when the app is closed', async () => {
    const worker = loadWorker([]);
    await worker.click(PAYLOAD);
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith('/missions/abc');
  });

  it('opens /account for a landing page outside the app or none', async () => {
    const worker = loadWorker([]);
    await worker.click({ ...PAYLOAD, landing_page: '//evil.example/x' });
    await worker.click(null);
    expect(worker.self.clients.openWindow.mock.calls).toEqual([['/account'], ['/account']]);
  });
});
