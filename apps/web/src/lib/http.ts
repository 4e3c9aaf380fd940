import type { ErrorCode, ErrorEnvelope } from '@maisonnee/contract';
import { APP_VERSION } from '@maisonnee/domain';
import type { SessionTokens } from './session.ts';

/**
 * The HTTP client (specification sections 6, 7 and 8).
 *
 * - Every request carries `Authorization: Bearer <token>` (when a token is stored),
 *   `app-version` and `platform`.
 * - Without a token only the public calls go out (`isPublicPath`); any other call navigates to
 *   the login screen and returns a promise that never settles.
 * - A 401 answered while a user is known, with the token expired (code TOKEN_EXPIRED, or a
 *   stored token that is no longer valid), triggers one token refresh shared by every request
 *   waiting on it; they are then sent again with the new token. A failed refresh destroys the
 *   session and goes to the login screen.
 * - An HTTP error reaches the caller as the error body (`ApiError.body`); a network error is only
 *   logged (no message for people) and rejects with a NETWORK_ERROR body so that forms stop
 *   waiting.
 */

/**
 * The error envelope of the API (`ErrorEnvelope` of packages/contract/src/errors.ts): `fields` for
 * invalid input, `details` for the facts of a business refusal (`distance_m` of a check-in refused
 * as too far, …). Screens choose their message from `code`, never from the wording or the fields.
 * `NETWORK_ERROR` (no answer) and `HTTP_<status>` (an answer without the envelope) are the
 * client's own codes.
 */
export interface ErrorBody {
  success: false;
  error: {
    code: ErrorCode | 'NETWORK_ERROR' | (string & {});
    message: string;
    fields?: Record<string, unknown>;
    details?: NonNullable<ErrorEnvelope['error']['details']>;
  };
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.error.message);
    this.name = 'ApiError';
  }
  get code(): ErrorBody['error']['code'] {
    return this.body.error.code;
  }
}

export const HTTP_MESSAGES = {
  network: 'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.',
  unexpected: 'Une erreur inattendue est survenue. Réessayez dans un instant.',
} as const;

/** Without a token, only these calls go out (section 6, plus the sign-up flow: docs/web.md). */
const PUBLIC_PATH_PATTERNS: readonly RegExp[] = [
  /\/signin-user(\/|$)/,
  /\/reset-password(\/|$)/,
  /\/list-options(\/|$)/,
  /\/candidats?(\/|$)/,
  /\/uploads\/(serve-)?file(\/|$)/,
  /\/clients?(\/|$)/,
  // Sign-up flow and refresh: public on the API, needed before any token exists.
  /^\/users\/create-account$/,
  /\/users\/send-validation-code$/,
  /\/users\/resend-lien-validation$/,
  /\/users\/valid-account$/,
  /\/auth\/signup$/,
  /\/auth\/token-refresh$/,
];

export function isPublicPath(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return PUBLIC_PATH_PATTERNS.some((pattern) => pattern.test(pathname));
}

export const TOKEN_REFRESH_PATH = '/api/auth/token-refresh';
export const LOGIN_PATH = '/auth/login';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
}

export interface HttpClientDeps {
  fetch: typeof fetch;
  /** API base ('' = same origin). Read on every call: the environment flag may change. */
  baseUrl: () => string;
  platform: () => string;
  getToken: () => string | null;
  getRefreshToken: () => string | null;
  hasUser: () => boolean;
  /** The stored token is present but expired (or of an unknown issuer). */
  isTokenExpired: (token: string) => boolean;
  saveTokens: (tokens: SessionTokens) => void;
  destroySession: () => void;
  navigate: (to: string) => void;
  log: (message: string, detail?: unknown) => void;
}

export interface HttpClient {
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /** Refreshes the session once, however many callers ask at the same time. */
  refreshSession(): Promise<boolean>;
}

/** A promise that never settles: what a blocked call returns (section 6). */
function never<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

function isErrorBody(value: unknown): value is ErrorBody {
  const body = value as ErrorBody | null;
  return (
    typeof body === 'object' &&
    body !== null &&
    body.success === false &&
    typeof body.error?.code === 'string' &&
    typeof body.error.message === 'string'
  );
}

function buildUrl(base: string, path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  let refreshing: Promise<boolean> | null = null;

  async function send(
    method: HttpMethod,
    path: string,
    options: RequestOptions,
    token: string | null,
  ): Promise<Response> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'app-version': APP_VERSION,
      platform: deps.platform(),
    };
    if (token) headers.authorization = `Bearer ${token}`;
    const init: RequestInit = { method, headers };
    if (options.signal) init.signal = options.signal;
    if (options.body instanceof FormData) {
      // Multipart uploads: the browser writes the content type with its boundary.
      init.body = options.body;
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }
    return deps.fetch(buildUrl(deps.baseUrl(), path, options.query), init);
  }

  async function readBody(response: Response): Promise<unknown> {
    if (response.status === 204) return null;
    const text = await response.text();
    if (!text) return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  }

  function toApiError(status: number, body: unknown): ApiError {
    if (isErrorBody(body)) return new ApiError(status, body);
    return new ApiError(status, {
      success: false,
      error: { code: `HTTP_${status}`, message: HTTP_MESSAGES.unexpected },
    });
  }

  async function doRefresh(): Promise<boolean> {
    const refreshToken = deps.getRefreshToken();
    if (!refreshToken) return false;
    try {
      const response = await send(
        'POST',
        TOKEN_REFRESH_PATH,
        { body: { refresh_token: refreshToken } },
        null,
      );
      const body = (await readBody(response)) as { success?: boolean; data?: SessionTokens } | null;
      if (!response.ok || !body?.data?.access_token || !body.data.refresh_token) return false;
      deps.saveTokens({
        access_token: body.data.access_token,
        refresh_token: body.data.refresh_token,
      });
      return true;
    } catch (error) {
      deps.log('Renouvellement de la session impossible', error);
      return false;
    }
  }

  function refreshSession(): Promise<boolean> {
    refreshing ??= doRefresh()
      .then((ok) => {
        if (!ok) {
          deps.destroySession();
          deps.navigate(LOGIN_PATH);
        }
        return ok;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  function isRefreshable(status: number, body: unknown, sentToken: string | null): boolean {
    if (status !== 401 || !deps.hasUser() || !deps.getRefreshToken()) return false;
    if (isErrorBody(body) && body.error.code === 'TOKEN_EXPIRED') return true;
    const stored = deps.getToken();
    // A token that changed since the request left was refreshed meanwhile: send it again.
    if (stored !== null && stored !== sentToken) return true;
    return stored !== null && deps.isTokenExpired(stored);
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions = {},
  ): Promise<T> {
    const token = deps.getToken();
    if (!token && !isPublicPath(path)) {
      deps.navigate(LOGIN_PATH);
      return never<T>();
    }

    let response: Response;
    let body: unknown;
    try {
      response = await send(method, path, options, token);
      body = await readBody(response);
    } catch (error) {
      if ((error as { name?: string } | null)?.name === 'AbortError') throw error;
      deps.log(`Erreur réseau sur ${method} ${path}`, error);
      throw new ApiError(0, {
        success: false,
        error: { code: 'NETWORK_ERROR', message: HTTP_MESSAGES.network },
      });
    }

    if (response.ok) return body as T;

    if (path !== TOKEN_REFRESH_PATH && isRefreshable(response.status, body, token)) {
      // A refresh may already have finished while this request was on its way.
      const current = deps.getToken();
      const renewed = current !== null && current !== token ? true : await refreshSession();
      if (renewed) {
        const retryToken = deps.getToken();
        try {
          const retry = await send(method, path, options, retryToken);
          const retryBody = await readBody(retry);
          if (retry.ok) return retryBody as T;
          throw toApiError(retry.status, retryBody);
        } catch (error) {
          if (error instanceof ApiError) throw error;
          deps.log(`Erreur réseau sur ${method} ${path}`, error);
          throw new ApiError(0, {
            success: false,
            error: { code: 'NETWORK_ERROR', message: HTTP_MESSAGES.network },
          });
        }
      }
    }
    throw toApiError(response.status, body);
  }

  return { request, refreshSession };
}

/**
 * Data-service helper (section 8): a failure is logged as `operation failed: message` and the
 * fallback is returned; nothing is shown to people.
 */
export async function withFallback<T>(
  operation: string,
  run: () => Promise<T>,
  fallback: T,
  log: (message: string) => void = (message) => console.error(message),
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`${operation} failed: ${message}`);
    return fallback;
  }
}
