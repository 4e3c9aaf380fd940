import type { endpoints } from '@maisonnee/contract';
import type { z } from 'zod';
import { apiBase } from './env.ts';
import { ApiError, createHttpClient, type HttpMethod, type RequestOptions } from './http.ts';
import { logger } from './logger.ts';
import { navigateTo } from './navigation.ts';
import { getPlatform } from './platform.ts';
import { createRequestBudget } from './request-budget.ts';
import {
  destroySession,
  getRefreshToken,
  getToken,
  getUser,
  isStoredTokenExpired,
  saveTokens,
} from './session.ts';

/*
 * Typed calls from @maisonnee/contract. Only types are imported: the contract's zod schemas stay
 * on the server side of the bundle, and each feature's call file names its method, path and
 * envelope, checked against the contract at compile time.
 */
type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The value under the envelope key of a successful response. */
export type ResponseOf<N extends EndpointName> = z.output<Endpoints[N]['response']>;
/** The JSON body the endpoint accepts. */
export type BodyOf<N extends EndpointName> = Endpoints[N] extends {
  body: infer B extends z.ZodType;
}
  ? z.input<B>
  : never;

/** Method, path and envelope of one endpoint, as the contract declares them. */
export type Route<N extends EndpointName> = {
  name: N;
  method: Endpoints[N]['method'] & HttpMethod;
  path: Endpoints[N]['path'];
  envelope: Endpoints[N]['envelope'];
};

export const http = createHttpClient({
  fetch: (input, init) => window.fetch(input, init),
  baseUrl: () => apiBase(),
  platform: getPlatform,
  getToken,
  getRefreshToken,
  hasUser: () => getUser() !== null,
  isTokenExpired: () => isStoredTokenExpired(),
  saveTokens,
  destroySession,
  navigate: (to) => navigateTo(to),
  log: (message, detail) => logger.error(message, detail),
});

/** Replaces `{param}` in a contract path; the caller encrypts ids that travel encrypted. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Paramètre de chemin manquant : ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Calls per endpoint from this tab: a screen that loops is stopped here (request-budget.ts). */
export const requestBudget = createRequestBudget();

export const BUDGET_MESSAGE =
  'Trop de demandes envoyées en peu de temps. Patientez quelques secondes puis réessayez.';

/**
 * Spends one call of the route's request budget; over it, `onRefused` runs and the call fails as
 * a 429 before going out (for the few calls that read the envelope themselves, see callEndpoint).
 */
export function spendRequestBudget(
  route: { method: string; path: string },
  onRefused?: () => void,
): void {
  if (requestBudget.take(`${route.method} ${route.path}`)) return;
  onRefused?.();
  throw new ApiError(429, {
    success: false,
    error: { code: 'RATE_LIMITED', message: BUDGET_MESSAGE },
  });
}

/**
 * Calls one endpoint and answers the value under its envelope key. Over the endpoint's request
 * budget the call does not go out and fails as a 429 (never retried by the query client).
 */
export async function callEndpoint<N extends EndpointName>(
  route: Route<N>,
  options: RequestOptions & {
    body?: BodyOf<N>;
    params?: Record<string, string | number>;
  } = {},
): Promise<ResponseOf<N>> {
  const { params, ...rest } = options;
  spendRequestBudget(route, () =>
    logger.error(`Trop d’appels à ${route.method} ${route.path} : appel non envoyé`),
  );
  const envelope = await http.request<Record<string, unknown>>(
    route.method,
    fillPath(route.path, params),
    rest,
  );
  return envelope?.[route.envelope] as ResponseOf<N>;
}
