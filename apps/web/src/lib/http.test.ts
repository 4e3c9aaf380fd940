import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createHttpClient,
  isPublicPath,
  withFallback,
  type HttpClientDeps,
} from './http.ts';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const expiredBody = {
  success: false,
  error: { code: 'TOKEN_EXPIRED', message: 'Votre session a expiré : elle va être renouvelée.' },
};

/** An in-memory session and a fetch that answers by a handler, recording every call. */
function setup(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const store = {
    token: 'old-token' as string | null,
    refresh: 'refresh-1' as string | null,
    user: true,
  };
  const calls: { url: string; init: RequestInit }[] = [];
  const deps: HttpClientDeps = {
    fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, init: init ?? {} });
      return handler(url, init ?? {});
    }) as unknown as typeof fetch,
    baseUrl: () => '',
    platform: () => 'web',
    getToken: () => store.token,
    getRefreshToken: () => store.refresh,
    hasUser: () => store.user,
    isTokenExpired: (token) => token === 'old-token',
    saveTokens: vi.fn((tokens) => {
      store.token = tokens.access_token;
      store.refresh = tokens.refresh_token;
    }),
    destroySession: vi.fn(() => {
      store.token = null;
      store.refresh = null;
      store.user = false;
    }),
    navigate: vi.fn(),
    log: vi.fn(),
  };
  return { client: createHttpClient(deps), deps, store, calls };
}

const header = (init: RequestInit, name: string) =>
  (init.headers as Record<string, string>)[name.toLowerCase()];

/** Lets pending promise callbacks run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('headers', () => {
  it('sends the bearer token, app-version 0.0.21 and the platform', async () => {
    const { client, calls, deps } = setup(() => json(200, { success: true, data: 1 }));
    let platform = 'android';
    deps.platform = () => platform;
    await client.request('GET', '/api/auth/user');
    platform = 'web';
    await client.request('POST', '/api/users/update', { body: { nom: 'Martin' } });

    expect(header(calls[0]!.init, 'authorization')).toBe('Bearer old-token');
    expect(header(calls[0]!.init, 'app-version')).toBe('0.0.21');
    expect(header(calls[0]!.init, 'platform')).toBe('android');
    expect(header(calls[1]!.init, 'platform')).toBe('web');
    expect(header(calls[1]!.init, 'content-type')).toBe('application/json');
    expect(calls[1]!.init.body).toBe('{"nom":"Martin"}');
  });

  it('sends a FormData body as is, letting the browser write the multipart content type', async () => {
    const { client, calls } = setup(() => json(201, { success: true, data: {} }));
    const form = new FormData();
    form.append('candidat_id', '7');
    await client.request('POST', '/api/candidat/demission', { body: form });
    expect(calls[0]!.init.body).toBe(form);
    expect(header(calls[0]!.init, 'content-type')).toBeUndefined();
    expect(header(calls[0]!.init, 'authorization')).toBe('Bearer old-token');
  });

  it('sends no Authorization header on a public call made without a token', async () => {
    const { client, calls, store } = setup(() => json(200, { success: true, data: {} }));
    store.token = null;
    await client.request('POST', '/api/auth/signin-user', { body: {} });
    expect(header(calls[0]!.init, 'authorization')).toBeUndefined();
    expect(header(calls[0]!.init, 'app-version')).toBe('0.0.21');
  });

  it('prefixes the API base read at each call and adds the query', async () => {
    const { client, calls, deps } = setup(() => json(200, { success: true, data: [] }));
    let base = '';
    deps.baseUrl = () => base;
    await client.request('GET', '/api/factures', {
      query: { page: 2, name: undefined, type: 'a b' },
    });
    base = 'https://test.maisonnee.fr';
    await client.request('GET', '/api/health');
    expect(calls[0]!.url).toBe('/api/factures?page=2&type=a+b');
    expect(calls[1]!.url).toBe('https://test.maisonnee.fr/api/health');
  });
});

describe('calls without a token', () => {
  it.each([
    '/api/auth/signin-user',
    '/api/users/reset-password',
    '/api/list-options/',
    '/api/candidat',
    '/api/candidat/step1',
    '/api/candidats/candidats-statuts',
    '/uploads/file',
    '/uploads/serve-file/abc',
    '/api/client',
    '/api/clients/client-statuts',
    '/api/scenarios/client/abc',
    '/users/create-account',
    '/api/users/send-validation-code',
    '/api/users/resend-lien-validation',
    '/api/users/valid-account',
    '/api/auth/signup',
    '/api/auth/token-refresh',
  ])('lets %s go out', async (path) => {
    expect(isPublicPath(path)).toBe(true);
    const { client, store, calls, deps } = setup(() => json(200, { success: true, data: null }));
    store.token = null;
    await client.request('POST', path);
    expect(calls).toHaveLength(1);
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it.each([
    '/api/auth/user',
    '/api/users/update',
    '/api/users/change-password',
    '/api/missions/create',
    '/api/devis/abc',
    '/api/tools/geoloc-by-adresse-api-gouv/3%20rue',
    '/api/auth/signin',
    '/api/auth/signout',
  ])('blocks %s: no request, the login screen, a promise that never settles', async (path) => {
    const { client, store, calls, deps } = setup(() => json(200, { success: true }));
    store.token = null;
    const settled = vi.fn();
    client.request('GET', path).then(settled, settled);
    await flush();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
    expect(settled).not.toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('/auth/login');
  });
});

describe('errors', () => {
  it('passes an HTTP error on to the caller as the error body', async () => {
    const body = {
      success: false,
      error: { code: 'VALIDATION_FAILED', message: 'Données invalides.', fields: { nom: 'x' } },
    };
    const { client } = setup(() => json(400, body));
    const error = await client.request('POST', '/api/users/update').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual(body);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('Données invalides.');
  });

  it('gives a French body when the server did not answer the envelope', async () => {
    const { client } = setup(() => new Response('<html>oups</html>', { status: 502 }));
    const error = (await client.request('GET', '/api/health').catch((e: unknown) => e)) as ApiError;
    expect(error.body.error.code).toBe('HTTP_502');
    expect(error.body.error.message).toMatch(/erreur inattendue/);
  });

  it('only logs a network error: no navigation, no session change', async () => {
    const { client, deps } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await client
      .request('GET', '/api/auth/user')
      .catch((e: unknown) => e)) as ApiError;
    expect(deps.log).toHaveBeenCalledTimes(1);
    expect(deps.log).toHaveBeenCalledWith(
      'Erreur réseau sur GET /api/auth/user',
      expect.any(TypeError),
    );
    expect(error.body.error.code).toBe('NETWORK_ERROR');
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.destroySession).not.toHaveBeenCalled();
  });
});

describe('token refresh', () => {
  /** The API: the old token is expired, the refresh answers new tokens. */
  function api(refreshDelayMs = 10, refreshOk = true) {
    let refreshes = 0;
    const handler = async (url: string, init: RequestInit) => {
      if (url === '/api/auth/token-refresh') {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, refreshDelayMs));
        return refreshOk
          ? json(200, {
              success: true,
              data: {
                access_token: `new-token-${refreshes}`,
                refresh_token: `refresh-${refreshes + 1}`,
                token_type: 'Bearer',
                expires_in: 3600,
              },
            })
          : json(401, { success: false, error: { code: 'UNAUTHENTICATED', message: 'Non.' } });
      }
      const auth = header(init, 'authorization');
      if (auth === 'Bearer old-token') return json(401, expiredBody);
      return json(200, { success: true, data: { url, auth } });
    };
    return { handler, refreshCount: () => refreshes };
  }

  it('refreshes on a 401 TOKEN_EXPIRED and sends the request again with the new token', async () => {
    const server = api();
    const { client, calls, store } = setup(server.handler);
    const result = await client.request<{ data: { auth: string } }>('GET', '/api/auth/user');
    expect(result.data.auth).toBe('Bearer new-token-1');
    expect(server.refreshCount()).toBe(1);
    const refreshCall = calls.find((call) => call.url === '/api/auth/token-refresh')!;
    expect(JSON.parse(String(refreshCall.init.body))).toEqual({ refresh_token: 'refresh-1' });
    expect(refreshCall.init.method).toBe('POST');
    expect(store.token).toBe('new-token-1');
    expect(store.refresh).toBe('refresh-2');
  });

  it('makes exactly one refresh for many concurrent 401s, then retries each of them', async () => {
    const server = api(30);
    const { client, calls } = setup(server.handler);
    const paths = ['/api/auth/user', '/api/mission/a', '/api/devis/b', '/api/facture/c', '/api/x'];
    const results = await Promise.all(
      paths.map((path) => client.request<{ data: { url: string; auth: string } }>('GET', path)),
    );
    expect(server.refreshCount()).toBe(1);
    expect(results.map((r) => r.data.url)).toEqual(paths);
    expect(results.every((r) => r.data.auth === 'Bearer new-token-1')).toBe(true);
    // 5 first tries + 1 refresh + 5 retries.
    expect(calls).toHaveLength(11);
  });

  it('does not refresh again for a 401 that arrives after the refresh finished', async () => {
    let slowFirst = true;
    const server = api(5);
    const { client } = setup(async (url, init) => {
      if (url === '/api/slow' && slowFirst) {
        slowFirst = false;
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
      return server.handler(url, init);
    });
    const [a, b] = await Promise.all([
      client.request<{ data: { auth: string } }>('GET', '/api/fast'),
      client.request<{ data: { auth: string } }>('GET', '/api/slow'),
    ]);
    expect(server.refreshCount()).toBe(1);
    expect(a.data.auth).toBe('Bearer new-token-1');
    expect(b.data.auth).toBe('Bearer new-token-1');
  });

  it('refreshes when the stored token is expired even if the API says UNAUTHENTICATED', async () => {
    const { client, store } = setup(async (url, init) => {
      if (url === '/api/auth/token-refresh') {
        return json(200, { success: true, data: { access_token: 'fresh', refresh_token: 'r2' } });
      }
      return header(init, 'authorization') === 'Bearer fresh'
        ? json(200, { success: true, data: 'ok' })
        : json(401, {
            success: false,
            error: { code: 'UNAUTHENTICATED', message: 'Jeton invalide' },
          });
    });
    await expect(client.request('GET', '/api/auth/user')).resolves.toEqual({
      success: true,
      data: 'ok',
    });
    expect(store.token).toBe('fresh');
  });

  it('does not refresh when no user is known: the 401 reaches the caller', async () => {
    const server = api();
    const { client, store } = setup(server.handler);
    store.user = false;
    const error = (await client
      .request('GET', '/api/auth/user')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(error.code).toBe('TOKEN_EXPIRED');
    expect(server.refreshCount()).toBe(0);
  });

  it('does not refresh a 401 of a valid token (wrong password, revoked session…)', async () => {
    const { client, store, deps } = setup(() =>
      json(401, { success: false, error: { code: 'UNAUTHENTICATED', message: 'Non.' } }),
    );
    store.token = 'valid-token';
    const error = (await client
      .request('GET', '/api/auth/user')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(deps.saveTokens).not.toHaveBeenCalled();
    expect(deps.destroySession).not.toHaveBeenCalled();
  });

  it('a failed refresh destroys the session once and goes to the login screen', async () => {
    const server = api(10, false);
    const { client, deps, store } = setup(server.handler);
    const errors = await Promise.all(
      ['/api/a', '/api/b', '/api/c'].map((path) =>
        client.request('GET', path).catch((e: unknown) => e as ApiError),
      ),
    );
    expect(server.refreshCount()).toBe(1);
    expect(deps.destroySession).toHaveBeenCalledTimes(1);
    expect(deps.navigate).toHaveBeenCalledWith('/auth/login');
    expect(errors.every((e) => e instanceof ApiError && e.status === 401)).toBe(true);
    expect(store.token).toBeNull();
  });

  it('a network failure of the refresh is logged and signs out', async () => {
    const { client, deps } = setup((url) => {
      if (url === '/api/auth/token-refresh') throw new TypeError('Failed to fetch');
      return json(401, expiredBody);
    });
    await client.request('GET', '/api/a').catch(() => undefined);
    expect(deps.log).toHaveBeenCalledWith(
      'Renouvellement de la session impossible',
      expect.any(TypeError),
    );
    expect(deps.destroySession).toHaveBeenCalledTimes(1);
    expect(deps.navigate).toHaveBeenCalledWith('/auth/login');
  });

  it('without a refresh token there is no refresh and the 401 reaches the caller', async () => {
    const server = api();
    const { client, store } = setup(server.handler);
    store.refresh = null;
    await expect(client.request('GET', '/api/a')).rejects.toBeInstanceOf(ApiError);
    expect(server.refreshCount()).toBe(0);
  });

  it('retries only once: a second 401 after the refresh reaches the caller', async () => {
    let refreshes = 0;
    const { client } = setup((url) => {
      if (url === '/api/auth/token-refresh') {
        refreshes += 1;
        return json(200, { success: true, data: { access_token: 'n', refresh_token: 'r' } });
      }
      return json(401, expiredBody);
    });
    const error = (await client.request('GET', '/api/a').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('TOKEN_EXPIRED');
    expect(refreshes).toBe(1);
  });
});

describe('withFallback', () => {
  it('logs "operation failed: message" and returns the fallback', async () => {
    const log = vi.fn();
    const value = await withFallback(
      'getMissions',
      () => Promise.reject(new Error('boom')),
      [] as string[],
      log,
    );
    expect(value).toEqual([]);
    expect(log).toHaveBeenCalledWith('getMissions failed: boom');
  });

  it('returns the value when the operation succeeds', async () => {
    const log = vi.fn();
    await expect(withFallback('op', () => Promise.resolve(3), null, log)).resolves.toBe(3);
    expect(log).not.toHaveBeenCalled();
  });
});
