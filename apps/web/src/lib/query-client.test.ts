import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './http.ts';
import {
  MAX_QUERY_RETRIES,
  createQueryClient,
  queryRetryDelay,
  shouldRetryQuery,
} from './query-client.ts';

const apiError = (status: number, code = 'INTERNAL') =>
  new ApiError(status, { success: false, error: { code, message: 'Erreur' } });

describe('retry policy of queries', () => {
  it('never asks again after a 4xx answer (bad link, no right, rate limited)', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetryQuery(0, apiError(status))).toBe(false);
    }
  });

  it('never asks again a call the API has not built yet (501)', () => {
    expect(shouldRetryQuery(0, apiError(501, 'NOT_IMPLEMENTED'))).toBe(false);
  });

  it('asks again at most twice after a server or network failure', () => {
    for (const error of [apiError(500), apiError(503), apiError(0, 'NETWORK_ERROR'), new Error()]) {
      expect(shouldRetryQuery(0, error)).toBe(true);
      expect(shouldRetryQuery(1, error)).toBe(true);
      expect(shouldRetryQuery(MAX_QUERY_RETRIES, error)).toBe(false);
    }
  });

  it('waits longer before each new try: 1 s, 2 s, 4 s, capped at 10 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 10000, 10000,
    ]);
  });
});

describe('the app’s query client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Subscribes to a query as a screen does and answers how many requests it made in `ms`. */
  async function requestsOver(ms: number, fail: () => Promise<never>) {
    const client = createQueryClient();
    const queryFn = vi.fn(fail);
    const observer = new QueryObserver(client, { queryKey: ['essai'], queryFn });
    const results: string[] = [];
    const unsubscribe = observer.subscribe((result) => results.push(result.status));
    await vi.advanceTimersByTimeAsync(ms);
    // A screen re-rendering (useQuery sets the same options again) does not ask again.
    for (let render = 0; render < 50; render += 1) {
      observer.setOptions({ queryKey: ['essai'], queryFn });
    }
    await vi.advanceTimersByTimeAsync(ms);
    unsubscribe();
    client.clear();
    return { count: queryFn.mock.calls.length, status: results.at(-1) };
  }

  it('makes one request for a 4xx, then shows the error', async () => {
    const { count, status } = await requestsOver(60_000, () => Promise.reject(apiError(403)));
    expect(count).toBe(1);
    expect(status).toBe('error');
  });

  it('makes three requests in all for a server failure, with backoff, then shows the error', async () => {
    const { count, status } = await requestsOver(60_000, () => Promise.reject(apiError(500)));
    expect(count).toBe(1 + MAX_QUERY_RETRIES);
    expect(status).toBe('error');
  });

  it('does not ask again before the backoff has passed', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(apiError(503)));
    const unsubscribe = new QueryObserver(client, { queryKey: ['essai'], queryFn }).subscribe(
      () => undefined,
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(3);
    unsubscribe();
    client.clear();
  });
});

describe('the app’s query cache', () => {
  it('is one cache, counted as busy while fetching, and emptied when the API base changes', async () => {
    const { appQueryClient } = await import('./query-client.ts');
    const { isAppBusy } = await import('./activity.ts');
    const { setEnvironment } = await import('./env.ts');
    const client = appQueryClient();
    expect(appQueryClient()).toBe(client);
    client.setQueryData(['x'], 1);
    let release!: () => void;
    const fetching = client.fetchQuery({
      queryKey: ['slow'],
      queryFn: () => new Promise<number>((resolve) => (release = () => resolve(2))),
    });
    expect(isAppBusy()).toBe(true);
    release();
    await fetching;
    expect(isAppBusy()).toBe(false);
    setEnvironment('TEST');
    expect(client.getQueryData(['x'])).toBeUndefined();
    setEnvironment('DEFAULT');
  });
});
