import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagerieKeys, useMessagerieUnread } from './messagerie-unread.ts';
import { dispatchRealtimeEvent } from './realtime.ts';

describe('the header’s messaging count', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks every cached messaging query stale when a message arrives elsewhere in the app', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: true, data: { conversations: 1, messages: 1 } }), {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // A list seen earlier, kept in the cache while the person is on another screen.
    const list = messagerieKeys.list({ page: 1 });
    queryClient.setQueryData(list, { items: [], page: 1, limit: 20, total: 0 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    renderHook(() => useMessagerieUnread(), { wrapper });
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(false);

    act(() =>
      dispatchRealtimeEvent({ type: 'message', data: { conversation_id: 4, message_id: 9 } }),
    );

    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true);
  });
});
