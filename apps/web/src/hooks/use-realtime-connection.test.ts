import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { inAppLandingPage } from '../lib/landing-page.ts';
import { handleRealtimeEvent } from './use-realtime-connection.ts';

/** A query client holding a few cached queries, to see which ones an event invalidates. */
function cache() {
  const queryClient = new QueryClient();
  const keys = [
    ['admin', 'cockpit-commercial', 'counts'],
    ['admin', 'cockpit-commercial', 'list', 'mine', 1],
    ['admin', 'cockpit-recrutement', 'counts'],
    ['admin', 'clients', 3],
    ['notifications', 'unread'],
  ];
  for (const key of keys) queryClient.setQueryData(key, 1);
  const invalidated = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
  return { queryClient, invalidated };
}

function deps(queryClient: QueryClient, pathname = '/home') {
  return {
    queryClient,
    pathname: () => pathname,
    navigate: vi.fn(),
    toast: vi.fn(() => 'id'),
  };
}

describe('the app-wide handling of realtime events', () => {
  it('resync invalidates every query', () => {
    const { queryClient, invalidated } = cache();
    handleRealtimeEvent({ type: 'resync', data: {} }, deps(queryClient));
    expect(invalidated()).toHaveLength(5);
  });

  it('cockpit invalidates the cockpit of its kind only, or both', () => {
    const commercial = cache();
    handleRealtimeEvent(
      { type: 'cockpit', data: { kind: 'commercial' } },
      deps(commercial.queryClient),
    );
    expect(commercial.invalidated()).toEqual([
      ['admin', 'cockpit-commercial', 'counts'],
      ['admin', 'cockpit-commercial', 'list', 'mine', 1],
    ]);
    const recrutement = cache();
    handleRealtimeEvent(
      { type: 'cockpit', data: { kind: 'recrutement' } },
      deps(recrutement.queryClient),
    );
    expect(recrutement.invalidated()).toEqual([['admin', 'cockpit-recrutement', 'counts']]);
    const all = cache();
    handleRealtimeEvent({ type: 'cockpit', data: { kind: 'all' } }, deps(all.queryClient));
    expect(all.invalidated()).toHaveLength(3);
  });

  it('notification shows a toast whose action opens the landing page, except on /notifications', () => {
    const { queryClient } = cache();
    const event = {
      type: 'notification' as const,
      data: { id: 1, titre: 'Devis', message: 'Un devis vous attend.', landing_page: '/documents' },
    };
    const elsewhere = deps(queryClient);
    handleRealtimeEvent(event, elsewhere);
    expect(elsewhere.toast).toHaveBeenCalledWith(
      'Devis',
      'Un devis vous attend.',
      expect.any(Function),
    );
    const open = (elsewhere.toast.mock.calls[0] as unknown[])[2] as () => void;
    open();
    expect(elsewhere.navigate).toHaveBeenCalledWith('/documents');

    const onList = deps(queryClient, '/notifications');
    handleRealtimeEvent(event, onList);
    expect(onList.toast).not.toHaveBeenCalled();

    const external = deps(queryClient);
    handleRealtimeEvent(
      { ...event, data: { ...event.data, landing_page: 'https://exemple.com' } },
      external,
    );
    expect(external.toast).toHaveBeenCalledWith('Devis', 'Un devis vous attend.', undefined);
  });
});

describe('landing pages', () => {
  it('opens only the app’s own paths', () => {
    expect(inAppLandingPage('/missions/12?x=1')).toBe('/missions/12?x=1');
    expect(inAppLandingPage(' /documents ')).toBe('/documents');
    for (const value of [
      null,
      undefined,
      '',
      'missions',
      'https://exemple.com',
      '//exemple.com',
      '/\\exemple.com',
      'javascript:alert(1)',
      '/a b',
    ]) {
      expect(inAppLandingPage(value), String(value)).toBeNull();
    }
  });
});
