import '../../../test/setup.ts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestBudget } from '../../../lib/api-client.ts';
import { decryptPathId } from '../../../lib/path-id.ts';
import { sseStream, type SseStream } from '../../../test/sse-stream.ts';
import { renderAt } from '../../../test/app.tsx';
import { json, signedInUser, signIn } from '../../../test/session.ts';
import { makeUser } from '../../../test/tokens.ts';

/*
 * /notifications (issue 13, specification section 8): the list newest first with read/unread,
 * one or all marked read, a notification opening its landing page, the fetch failure's toast,
 * and the list following the realtime stream (without a toast on this screen).
 */

interface Row {
  id: number;
  user_id: number;
  notif_type_id: number;
  titre: string;
  message: string;
  landing_page: string | null;
  is_read: boolean;
  date_fin: string | null;
  mission_id: number | null;
  intervention_id: number | null;
  created_at: string;
}

const row = (overrides: Partial<Row>): Row => ({
  id: 1,
  user_id: 7,
  notif_type_id: 1,
  titre: 'Intervention',
  message: 'Message',
  landing_page: null,
  is_read: false,
  date_fin: null,
  mission_id: null,
  intervention_id: null,
  created_at: '2026-03-18T09:00:00.000Z',
  ...overrides,
});

const notifTypes = [
  { id: 1, code: 'intervention', libelle: 'Intervention' },
  { id: 3, code: 'facture', libelle: 'Facture' },
];

let rows: Row[] = [];
let listStatus = 200;
let pageSize = 30;
let calls: { method: string; path: string }[] = [];
let streams: SseStream[] = [];

beforeEach(() => {
  requestBudget.reset();
  listStatus = 200;
  pageSize = 30;
  calls = [];
  streams = [];
  rows = [
    row({
      id: 1,
      titre: 'Facture disponible',
      message: 'Votre facture de mars est prête.',
      notif_type_id: 3,
      is_read: true,
      landing_page: '/documents',
      created_at: '2026-03-01T08:00:00.000Z',
    }),
    row({
      id: 2,
      titre: 'Intervention commencée',
      message: 'Lou est arrivée chez vous.',
      landing_page: '/missions',
      created_at: '2026-03-18T09:30:00.000Z',
    }),
    row({
      id: 3,
      titre: 'Lien externe',
      message: 'Un lien qui ne doit pas s’ouvrir.',
      landing_page: 'https://exemple.com/',
      created_at: '2026-03-10T12:00:00.000Z',
    }),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = (init?.method ?? 'GET').toUpperCase();
      const path = new URL(String(url), window.location.origin).pathname;
      calls.push({ method, path });
      if (path === '/api/realtime') {
        const stream = sseStream(init?.signal);
        streams.push(stream);
        return stream.response;
      }
      const list = /^\/api\/notifications\/user\/([^/]+)$/.exec(path);
      if (list && method === 'GET') {
        if (decryptPathId(decodeURIComponent(list[1] ?? '')) !== 7) {
          return json({ success: false, error: { code: 'FORBIDDEN', message: 'Interdit.' } }, 403);
        }
        if (listStatus !== 200) {
          return json(
            { success: false, error: { code: 'FORBIDDEN', message: 'Accès refusé.' } },
            listStatus,
          );
        }
        // Pages of `pageSize`, newest first, as the API gives them (`?page=`, `has_more`).
        const page = Number(
          new URL(String(url), window.location.origin).searchParams.get('page') ?? 1,
        );
        const sorted = [...rows].sort(
          (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at),
        );
        const datas = sorted.slice((page - 1) * pageSize, page * pageSize);
        return json({
          success: true,
          datas,
          notifTypes,
          page,
          limit: pageSize,
          total: rows.length,
          has_more: page * pageSize < rows.length,
        });
      }
      const read = /^\/api\/notifications\/([^/]+)\/read$/.exec(path);
      if (read && method === 'GET') {
        const id = decryptPathId(decodeURIComponent(read[1] ?? ''));
        const found = rows.find((item) => item.id === id);
        if (!found) {
          return json(
            { success: false, error: { code: 'NOT_FOUND', message: 'Introuvable.' } },
            404,
          );
        }
        found.is_read = true;
        return json({ success: true, data: found });
      }
      if (path === '/api/notifications/read-all' && method === 'POST') {
        const updated = rows.filter((item) => !item.is_read).length;
        for (const item of rows) item.is_read = true;
        return json({ success: true, data: { updated } });
      }
      if (path === '/api/notifications/unread-count') {
        return json({ success: true, data: { non_lues: rows.filter((r) => !r.is_read).length } });
      }
      if (path === '/api/auth/user') {
        return signedInUser();
      }
      return json({ success: true, data: [], datas: [] });
    }),
  );
  signIn(makeUser({ id: 7, roles_ids: [5], client_id: 3, candidat_id: null }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  // The toasts' store outlives a test's render.
  notifications.clean();
});

const slow = { timeout: 5000 };
const callsTo = (method: string, path: RegExp) =>
  calls.filter((call) => call.method === method && path.test(call.path));

async function openList() {
  const { router } = renderAt('/notifications');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Notifications' }, slow),
  ).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Liste des notifications' }, slow);
  return { router, list };
}

describe('the notifications screen', () => {
  it('lists the notifications newest first, unread ones in bold and announced', async () => {
    const { list } = await openList();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('button')[0]?.textContent)).toEqual([
      expect.stringContaining('Intervention commencée'),
      expect.stringContaining('Lien externe'),
      expect.stringContaining('Facture disponible'),
    ]);
    const first = items[0] as HTMLElement;
    expect(within(first).getByText('Intervention commencée')).toHaveStyle({ fontWeight: '700' });
    expect(within(first).getByText(/non lue/)).toBeInTheDocument();
    // Paris clock: 09:30 UTC is 10:30 in March.
    expect(within(first).getByText('18/03/2026 à 10:30')).toBeInTheDocument();
    expect(within(first).getByText('Intervention')).toBeInTheDocument();
    const read = items[2] as HTMLElement;
    expect(within(read).queryByText(/non lue/)).toBeNull();
    expect(within(read).getByText('Facture')).toBeInTheDocument();
    expect(within(read).queryByRole('button', { name: /Marquer comme lue/ })).toBeNull();
    expect(screen.getByText('2 notifications non lues.')).toBeInTheDocument();
  }, 20_000);

  it('shows the next page with « Voir plus » until every notification is listed', async () => {
    pageSize = 2;
    const { list } = await openList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('2 notifications affichées sur 3.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Voir plus de notifications' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('Facture disponible');
    expect(screen.queryByRole('button', { name: 'Voir plus de notifications' })).toBeNull();
    expect(calls.filter((call) => call.path.startsWith('/api/notifications/user/'))).toHaveLength(
      2,
    );
  }, 20_000);

  it('marks one notification read', async () => {
    await openList();
    await userEvent.click(
      screen.getByRole('button', { name: 'Marquer comme lue : Intervention commencée' }),
    );
    await waitFor(() => expect(screen.getByText('1 notification non lue.')).toBeInTheDocument());
    const readCalls = callsTo('GET', /\/read$/);
    expect(readCalls).toHaveLength(1);
    const encrypted = /\/api\/notifications\/([^/]+)\/read/.exec(readCalls[0]?.path ?? '')?.[1];
    expect(decryptPathId(decodeURIComponent(encrypted ?? ''))).toBe(2);
    expect(
      screen.queryByRole('button', { name: 'Marquer comme lue : Intervention commencée' }),
    ).toBeNull();
  }, 20_000);

  it('marks every notification read', async () => {
    await openList();
    await userEvent.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
    expect(
      await screen.findByText('Toutes les notifications sont marquées comme lues.', {}, slow),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Tout est lu.')).toBeInTheDocument());
    expect(callsTo('POST', /^\/api\/notifications\/read-all$/)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Marquer comme lue/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tout marquer comme lu' })).toBeNull();
  }, 20_000);

  it('tapping a notification marks it read and opens its landing page', async () => {
    const { router } = await openList();
    await userEvent.click(screen.getByRole('button', { name: /^Intervention commencée/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/missions'));
    await waitFor(() => expect(callsTo('GET', /\/read$/)).toHaveLength(1));
  }, 20_000);

  it('a landing page outside the app is not opened (the notification is still marked read)', async () => {
    const { router } = await openList();
    await userEvent.click(screen.getByRole('button', { name: /^Lien externe/ }));
    await waitFor(() => expect(callsTo('GET', /\/read$/)).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/notifications');
  }, 20_000);

  it('a read notification opens its landing page without another read call', async () => {
    const { router } = await openList();
    await userEvent.click(screen.getByRole('button', { name: /^Facture disponible/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    expect(callsTo('GET', /\/read$/)).toHaveLength(0);
  }, 20_000);

  it('says when there is nothing', async () => {
    rows = [];
    renderAt('/notifications');
    expect(
      await screen.findByText('Aucune notification pour le moment.', {}, slow),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tout marquer comme lu' })).toBeNull();
  }, 20_000);

  it('a failed fetch shows the toast of section 8', async () => {
    listStatus = 403;
    renderAt('/notifications');
    expect(await screen.findByRole('button', { name: 'Réessayer' }, slow)).toBeInTheDocument();
    const alert = await screen.findAllByText('Erreur lors de la récupération des notifications');
    // The toast and the line on the screen.
    expect(alert.length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('button', { name: 'Fermer le message' })).toBeInTheDocument();

    listStatus = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('list', { name: 'Liste des notifications' }, slow),
    ).toBeInTheDocument();
  }, 20_000);

  it('follows the realtime stream: a new notification appears, without a toast on this screen', async () => {
    await openList();
    await waitFor(() => expect(streams).toHaveLength(1), slow);
    rows.push(
      row({
        id: 4,
        titre: 'Intervention terminée',
        message: 'Lou a fini.',
        created_at: '2026-03-18T12:00:00.000Z',
      }),
    );
    streams[0]?.send('notification', {
      id: 4,
      titre: 'Intervention terminée',
      message: 'Lou a fini.',
      landing_page: null,
    });
    const list = await screen.findByRole('list', { name: 'Liste des notifications' });
    await waitFor(
      () =>
        expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Intervention terminée'),
      slow,
    );
    // Shown once, in the list: no toast.
    expect(screen.getAllByText('Intervention terminée')).toHaveLength(1);

    // Read on another device: the list follows.
    for (const item of rows) item.is_read = true;
    streams[0]?.send('read', { notifications: true });
    await waitFor(() => expect(screen.getByText('Tout est lu.')).toBeInTheDocument(), slow);
  }, 20_000);
});
