import { QueryClient } from '@tanstack/react-query';
import { setQueryActivityProbe } from './activity.ts';
import { subscribeEnvironment } from './env.ts';
import { ApiError } from './http.ts';

/** A failed query is asked again at most this many times (so 3 requests in all). */
export const MAX_QUERY_RETRIES = 2;
/** First wait before asking again; each later wait doubles, up to RETRY_MAX_DELAY_MS. */
export const RETRY_BASE_DELAY_MS = 1_000;
export const RETRY_MAX_DELAY_MS = 10_000;

/**
 * Whether a failed query is asked again. A 4xx answer (bad link, no right, rate limited…) or a
 * 501 will not change by asking again; a server or network failure may, a bounded number of times. With
 * this policy a screen can never loop on a failing call: it ends in an error state it shows.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  // 501: the call is declared but not built yet; asking again cannot change that.
  if (error instanceof ApiError && error.status === 501) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

/** Exponential backoff: 1 s, 2 s, 4 s … capped at 10 s (`attempt` counts from 0). */
export function queryRetryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attempt, RETRY_MAX_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        // Re-rendering never asks again; opening a screen again may (a transient failure must
        // not stick for minutes), and a screen mounted in a loop meets the request budget.
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

let appClient: QueryClient | null = null;

/**
 * The app's query cache, created with the first screen that reads through it (app/query-root.tsx):
 * the sign-in page of a first visit does without TanStack Query. Another API base means other
 * data: every cached answer is then forgotten.
 */
export function appQueryClient(): QueryClient {
  if (appClient) return appClient;
  const client = createQueryClient();
  subscribeEnvironment(() => client.clear());
  setQueryActivityProbe(() => client.isFetching() + client.isMutating() > 0);
  appClient = client;
  return client;
}
