import '../../../test/setup.ts';
import { notifications } from '@mantine/notifications';
import { focusManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestBudget } from '../../../lib/api-client.ts';
import { sseStream, type SseStream } from '../../../test/sse-stream.ts';
import { counts, page, tache } from '../../../test/back-office-fixtures.ts';
import { ok, renderAt, signInOperator, stubApi } from '../../../test/back-office.tsx';

/*
 * The back office's header with the realtime stream (issue 13): the notifications bell and the
 * unread messages beside « Messagerie », and the cockpit counts refetched at once on a `cockpit`
 * event (the 30 s polling stays as the fallback).
 */

let streams: SseStream[] = [];

beforeEach(() => {
  requestBudget.reset();
  streams = [];
});

afterEach(() => {
  for (const stream of streams) stream.end();
  notifications.clean();
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
  localStorage.clear();
});

const slow = { timeout: 5000 };

describe('the back office header', () => {
  it('shows the bell and the unread messages, and refetches the cockpit counts on a cockpit event', async () => {
    signInOperator([3]);
    let open = 2;
    let nonLues = 1;
    const api = stubApi({
      'GET /api/realtime': () => {
        const stream = sseStream();
        streams.push(stream);
        stream.write('event: ready\ndata: {}\n\n');
        return stream.response;
      },
      'GET /api/notifications/unread-count': () => ok({ non_lues: nonLues }),
      'GET /api/messagerie/unread': () => ok({ conversations: 2, messages: 3 }),
      'GET /api/client-cockpit/commercial/counts': () => ok(counts({ ouvertes: open })),
      'POST /api/client-cockpit/commercial?': () => ok(page([tache()])),
    });
    renderAt('/admin');
    expect(await screen.findByText(/^2 ouvertes/, {}, slow)).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(
      await within(header).findByRole('link', { name: 'Notifications, 1 non lue' }, slow),
    ).toHaveAttribute('href', '/notifications');
    const nav = within(header).getByRole('navigation', { name: 'Sections du back-office' });
    expect(
      await within(nav).findByRole('link', { name: 'Messagerie, 3 non lus' }, slow),
    ).toHaveAttribute('href', '/admin/messagerie');
    await waitFor(() => expect(streams).toHaveLength(1), slow);

    // A task was created elsewhere: the counts are asked again at once, well before the poll.
    const before = api.callsTo('GET', '/api/client-cockpit/commercial/counts').length;
    open = 5;
    streams[0]?.send('cockpit', { kind: 'commercial' });
    expect(await screen.findByText(/^5 ouvertes/, {}, slow)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/client-cockpit/commercial/counts').length).toBe(before + 1);

    // A recruitment event does not concern the commercial cockpit.
    streams[0]?.send('cockpit', { kind: 'recrutement' });
    nonLues = 2;
    streams[0]?.send('notification', {
      id: 3,
      titre: 'Nouveau besoin',
      message: 'Mme Martin a déposé un besoin.',
      landing_page: '/admin',
    });
    expect(
      await within(header).findByRole('link', { name: 'Notifications, 2 non lues' }, slow),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/client-cockpit/commercial/counts').length).toBe(before + 1);
  }, 30_000);
});
