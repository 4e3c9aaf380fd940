import '../../test/setup.ts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestBudget } from '../../lib/api-client.ts';
import { sseStream, type SseStream } from '../../test/sse-stream.ts';
import { renderAt } from '../../test/app.tsx';
import { json, signedInUser, signIn } from '../../test/session.ts';
import { makeUser } from '../../test/tokens.ts';

/*
 * The signed-in header's counts (issue 13): the bell « Notifications » with the unread count and
 * the unread messages on « Messages », both following the realtime stream (no polling), and
 * the toast of a notification that arrives, which opens its landing page. The stream is the app's
 * real connection reading a server-sent event stream from the stubbed fetch.
 */

let unreadNotifications = 3;
let unreadMessages = 2;
let streams: SseStream[] = [];
let calls: string[] = [];
let signals: AbortSignal[] = [];

beforeEach(() => {
  requestBudget.reset();
  unreadNotifications = 3;
  unreadMessages = 2;
  streams = [];
  calls = [];
  signals = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(String(url), window.location.origin).pathname;
      calls.push(path);
      if (path === '/api/realtime') {
        if (init?.signal) signals.push(init.signal);
        const stream = sseStream(init?.signal);
        streams.push(stream);
        stream.write('retry: 2000\nevent: ready\ndata: {}\n\n');
        return stream.response;
      }
      if (path === '/api/auth/user') {
        return signedInUser();
      }
      if (path === '/api/notifications/unread-count') {
        return json({ success: true, data: { non_lues: unreadNotifications } });
      }
      if (path === '/api/messagerie/unread') {
        return json({ success: true, data: { conversations: 1, messages: unreadMessages } });
      }
      return json({
        success: true,
        data: path.includes('en-cours') ? null : [],
        datas: [],
        documents: [],
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  // The toasts' store outlives a test's render.
  notifications.clean();
});

const client = makeUser({ roles_ids: [5], client_id: 3, candidat_id: null });
const slow = { timeout: 5000 };

const count = (path: string) => calls.filter((call) => call === path).length;

describe('the signed-in header', () => {
  it('shows the unread counts, updated by realtime events, with a toast that opens the landing page', async () => {
    signIn(client);
    const { router } = renderAt('/profil');
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 non lues' }, slow);
    expect(bell).toHaveAttribute('href', '/notifications');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(
      await within(nav).findByRole('link', { name: 'Messages, 2 non lus' }, slow),
    ).toHaveAttribute('href', '/messagerie');
    await waitFor(() => expect(streams).toHaveLength(1), slow);
    const before = count('/api/notifications/unread-count');

    // A notification arrives on the stream: the count is asked again, a toast shows it.
    unreadNotifications = 4;
    streams[0]?.send('notification', {
      id: 12,
      titre: 'Intervention commencée',
      message: 'Lou est arrivée chez vous.',
      landing_page: '/missions',
    });
    expect(
      await screen.findByRole('link', { name: 'Notifications, 4 non lues' }, slow),
    ).toBeInTheDocument();
    expect(count('/api/notifications/unread-count')).toBe(before + 1);
    expect(screen.getByText('Intervention commencée')).toBeInTheDocument();
    expect(screen.getByText('Lou est arrivée chez vous.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/missions'));

    // A message arrives: the messaging badge follows.
    unreadMessages = 5;
    streams[0]?.send('message', { conversation_id: 3, message_id: 40 });
    expect(
      await within(nav).findByRole('link', { name: 'Messages, 5 non lus' }, slow),
    ).toBeInTheDocument();

    // Everything read on another screen: no count left.
    unreadNotifications = 0;
    streams[0]?.send('read', { notifications: true });
    expect(await screen.findByRole('link', { name: 'Notifications' }, slow)).toBeInTheDocument();
  }, 30_000);

  it('a notification leading outside the app shows a toast without « Ouvrir »', async () => {
    signIn(client);
    renderAt('/profil');
    await waitFor(() => expect(streams).toHaveLength(1), slow);
    await screen.findByRole('link', { name: /^Notifications/ }, slow);
    streams[0]?.send('notification', {
      id: 13,
      titre: 'Nouvelle version',
      message: 'Mettez à jour l’application.',
      landing_page: 'https://exemple.com/piege',
    });
    expect(await screen.findByText('Nouvelle version', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ouvrir' })).toBeNull();
  }, 20_000);

  it('signing out closes the stream', async () => {
    signIn(client);
    renderAt('/profil');
    await waitFor(() => expect(streams).toHaveLength(1), slow);
    const { destroySession } = await import('../../lib/session.ts');
    destroySession();
    await waitFor(() => expect(signals[0]?.aborted).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(count('/api/realtime')).toBe(1);
  }, 20_000);
});
