import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../../../lib/api-client.ts';
import { http } from '../../../../lib/api-client.ts';
import { dispatchRealtimeEvent } from '../../../../lib/realtime.ts';
import { usePlanningSemaine } from '../api/get-planning-semaine.ts';
import { planningKeys } from '../api/keys.ts';
import { PlanningLive } from '../components/planning-live.tsx';
import { PLANNING_LIVE_ANNOUNCE_MS, PLANNING_LIVE_TEXT } from '../use-planning-live.ts';

vi.mock('../../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  http: { request: vi.fn() },
}));
const request = vi.mocked(http.request);

// The board follows the others' writes (issue 26 point 5): a `planning` event naming the week on
// screen, or every week, fetches it again with the same filters; another week's event does not.

const SHOWN = '2026-03-09';
const BODY = { debut: SHOWN, page: 2, skill_id: 3 as const };

/** The week query as the board makes it (usePlanningSemaine), and the live status line. */
function Board() {
  const query = usePlanningSemaine(BODY);
  return (
    <>
      <p>{query.isSuccess ? 'chargé' : 'chargement'}</p>
      <PlanningLive />
    </>
  );
}

const weekCalls = () => request.mock.calls.filter(([, path]) => path === '/api/planning/semaine');

let queryClient: QueryClient;

beforeEach(async () => {
  request.mockReset();
  request.mockResolvedValue({ data: { items: [], page: 2, limit: 50, total: 0 }, a_pourvoir: [] });
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Another week seen earlier, still in the cache.
  queryClient.setQueryData(planningKeys.semaine({ debut: '2026-03-16', page: 1 }), {});
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <Board />
      </QueryClientProvider>
    </MantineProvider>,
  );
  await screen.findByText('chargé');
  expect(weekCalls()).toHaveLength(1);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Hands the board an event, and lets its refetch answer inside act. */
const hear = (event: Parameters<typeof dispatchRealtimeEvent>[0]) =>
  act(async () => {
    dispatchRealtimeEvent(event);
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
const planning = (semaines: string[]) => hear({ type: 'planning', data: { semaines } });

const otherWeekStale = () =>
  queryClient
    .getQueryCache()
    .find({ queryKey: planningKeys.semaine({ debut: '2026-03-16', page: 1 }), exact: true })!
    .isStale();

describe('the board hears `planning`', () => {
  it('fetches the week on screen again, with its filters and page, and says so politely', async () => {
    await planning(['2026-03-02', SHOWN]);
    await waitFor(() => expect(weekCalls()).toHaveLength(2));
    expect(weekCalls()[1]![2]).toEqual({ body: BODY });
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(PLANNING_LIVE_TEXT.updated));
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it("leaves it alone for another week's change", async () => {
    await planning(['2026-03-16']);
    // The other week cached is marked stale (fetched again when shown), the shown one is not.
    await waitFor(() => expect(otherWeekStale()).toBe(true));
    expect(weekCalls()).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('fetches it again when every week changed ([])', async () => {
    await planning([]);
    await waitFor(() => expect(weekCalls()).toHaveLength(2));
  });

  it('fetches it again on resync, without announcing it', async () => {
    await hear({ type: 'resync', data: {} });
    await waitFor(() => expect(weekCalls()).toHaveLength(2));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it(`says it at most once per ${PLANNING_LIVE_ANNOUNCE_MS / 1000} seconds`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const status = screen.getByRole('status');
    const said: string[] = [];
    const observer = new MutationObserver(() => said.push(status.textContent ?? ''));
    observer.observe(status, { childList: true, characterData: true, subtree: true });

    await planning([SHOWN]);
    await waitFor(() => expect(said).toEqual([PLANNING_LIVE_TEXT.updated]));
    // A burst of writes: each one is fetched, none is said again.
    await planning([SHOWN]);
    await planning([]);
    await waitFor(() => expect(weekCalls()).toHaveLength(4));
    expect(said).toEqual([PLANNING_LIVE_TEXT.updated]);

    // Once the window is over, the line empties and the next change is said again.
    await act(() => vi.advanceTimersByTimeAsync(PLANNING_LIVE_ANNOUNCE_MS));
    expect(status).toHaveTextContent('');
    await planning([SHOWN]);
    await waitFor(() => expect(status).toHaveTextContent(PLANNING_LIVE_TEXT.updated));
    observer.disconnect();
  });
});
