import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, tokenFor } from '../test/tokens.ts';
import { callEndpoint, fillPath, requestBudget } from './api-client.ts';
import { ApiError } from './http.ts';
import { setEnvironment } from './env.ts';
import { setNavigator } from './navigation.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
const navigate = vi.fn();

beforeEach(() => {
  fetchMock = vi.fn(async () => json({ success: true, data: makeUser() }));
  vi.stubGlobal('fetch', fetchMock);
  setNavigator(navigate);
});

afterEach(() => {
  requestBudget.reset();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  navigate.mockReset();
});

const authUser = {
  name: 'authUser',
  method: 'GET',
  path: '/api/auth/user',
  envelope: 'data',
} as const;

describe('the app’s HTTP client', () => {
  it('stops an endpoint called in a loop: over its budget nothing goes out, as a 429', async () => {
    localStorage.setItem('token', tokenFor('/api/auth/signin-user', Date.now() / 1000 + 60));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, () => callEndpoint(authUser)),
    );
    expect(fetchMock).toHaveBeenCalledTimes(30);
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(refused).toHaveLength(10);
    const error = (refused[0] as PromiseRejectedResult).reason as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(429);
    expect(error.code).toBe('RATE_LIMITED');
  });

  it('answers the value under the envelope key, with the stored token', async () => {
    localStorage.setItem('token', tokenFor('/api/auth/signin-user', Date.now() / 1000 + 60));
    const user = await callEndpoint(authUser);
    expect(user.email).toBe('lou@exemple.fr');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/user');
    expect((init.headers as Record<string, string>).authorization).toMatch(/^Bearer ey/);
    expect((init.headers as Record<string, string>).platform).toBe('web');
  });

  it('sends every call to the TEST base once the flag is set', async () => {
    vi.stubEnv('VITE_API_BASE_TEST', 'https://recette.maisonnee.fr');
    localStorage.setItem('token', 'x');
    setEnvironment('TEST');
    await callEndpoint(authUser);
    setEnvironment('DEFAULT');
    await callEndpoint(authUser);
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      'https://recette.maisonnee.fr/api/auth/user',
      '/api/auth/user',
    ]);
  });

  it('without a token a protected call goes nowhere and the app goes to /auth/login', async () => {
    const settled = vi.fn();
    callEndpoint(authUser).then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(settled).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/auth/login', { replace: true });
  });

  it('a failed refresh with the real session store clears it and goes to /auth/login', async () => {
    localStorage.setItem('token', tokenFor('/api/auth/signin-user', Date.now() / 1000 - 60));
    localStorage.setItem('refresh_token', 'spent');
    localStorage.setItem('user', JSON.stringify(makeUser()));
    localStorage.setItem('profil', JSON.stringify({ space: 'client', user: makeUser() }));
    fetchMock.mockImplementation(async () =>
      json({ success: false, error: { code: 'UNAUTHENTICATED', message: 'Non.' } }, 401),
    );
    await expect(callEndpoint(authUser)).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('profil')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login', { replace: true });
  });

  it('encodes path parameters (an address with spaces and accents)', () => {
    expect(
      fillPath('/api/tools/geoloc-by-adresse-api-gouv/{address}', { address: '3 rue Élie/2' }),
    ).toBe('/api/tools/geoloc-by-adresse-api-gouv/3%20rue%20%C3%89lie%2F2');
    expect(() => fillPath('/api/mission/{id}')).toThrow(/id/);
  });
});
