import '../test/setup.ts';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider.tsx';
import { setNavigator } from '../lib/navigation.ts';
import { notificationKeys } from '../lib/notifications-unread.ts';
import { setAppUpdate } from '../lib/push.ts';
import { PushOptIn } from './push-opt-in.tsx';

// The browser's service worker container: the page hears the worker's messages on it.
let container: EventTarget & { startMessages: () => void; controller: object };
const navigate = vi.fn();

beforeEach(() => {
  // A worker controls the page: the app then loads the push alert's host (app/provider.tsx).
  container = Object.assign(new EventTarget(), { startMessages: vi.fn(), controller: {} });
  Object.defineProperty(window.navigator, 'serviceWorker', {
    value: container,
    configurable: true,
  });
  setNavigator(navigate);
});

afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'serviceWorker');
  navigate.mockReset();
  setAppUpdate(null);
});

async function renderApp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['notifications', 'list', 7], []);
  client.setQueryData(notificationKeys.unread, { non_lues: 0 });
  client.setQueryData(['missions'], []);
  render(
    <AppProvider queryClient={client}>
      <p>Écran</p>
    </AppProvider>,
  );
  // The host is loaded on demand: it listens once loaded.
  await waitFor(() => expect(container.startMessages).toHaveBeenCalled());
  return client;
}

function fromWorker(data: unknown) {
  act(() => {
    container.dispatchEvent(new MessageEvent('message', { data }));
  });
}

const PAYLOAD = {
  title: 'Votre intervenante est arrivée',
  body: 'Marie a pointé son arrivée à 9 h 02.',
  landing_page: '/missions/abc',
  notification_id: 42,
};

describe('a push received while the app is open', () => {
  it('refreshes the notifications and shows the alert whose Ok opens the landing page', async () => {
    const user = userEvent.setup();
    const client = await renderApp();
    fromWorker({ type: 'push', payload: PAYLOAD });

    const dialog = await screen.findByRole('dialog', { name: PAYLOAD.title });
    expect(dialog).toHaveTextContent(PAYLOAD.body);
    expect(client.getQueryState(['notifications', 'list', 7])?.isInvalidated).toBe(true);
    expect(client.getQueryState(notificationKeys.unread)?.isInvalidated).toBe(true);
    expect(client.getQueryState(['missions'])?.isInvalidated).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(navigate).toHaveBeenCalledWith('/missions/abc', { replace: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('only refreshes a push without landing page', async () => {
    const client = await renderApp();
    fromWorker({ type: 'push', payload: { ...PAYLOAD, landing_page: null } });
    await waitFor(() =>
      expect(client.getQueryState(['notifications', 'list', 7])?.isInvalidated).toBe(true),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('only refreshes a push the system already showed', async () => {
    const client = await renderApp();
    fromWorker({ type: 'push', payload: PAYLOAD, notified: true });
    await waitFor(() =>
      expect(client.getQueryState(['notifications', 'list', 7])?.isInvalidated).toBe(true),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the landing page of a tapped notification', async () => {
    await renderApp();
    fromWorker({ type: 'open', landing_page: '/notifications' });
    expect(navigate).toHaveBeenCalledWith('/notifications', { replace: false });
  });

  it("the new version push's Ok activates the waiting version", async () => {
    const user = userEvent.setup();
    const update = vi.fn();
    setAppUpdate(update);
    await renderApp();
    fromWorker({
      type: 'push',
      payload: {
        title: 'Nouvelle version de Maisonnée',
        body: "Mettez l'application à jour pour profiter des dernières nouveautés.",
        landing_page: '/account',
        notification_id: null,
        topic: 'newappversion',
      },
    });
    await screen.findByRole('dialog', { name: 'Nouvelle version de Maisonnée' });
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(update).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('the opt-in button', () => {
  it('renders nothing where Web Push was not started (unsupported)', () => {
    const { container: root } = render(<PushOptIn />);
    expect(root).toBeEmptyDOMElement();
  });
});
