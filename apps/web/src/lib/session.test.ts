import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, tokenFor } from '../test/tokens.ts';
import { forgetRuntimeConfig } from './runtime-config.ts';
import {
  destroySession,
  getProfil,
  getRefreshToken,
  getToken,
  getUser,
  isSignedIn,
  knownIssuers,
  saveProfil,
  saveSession,
  syncSessionHint,
} from './session.ts';

const NOW = Date.UTC(2025, 1, 3, 8, 0, 0);
const inOneHour = NOW / 1000 + 3600;

/** Whether the signed-in hint cookie is set for this page. */
const hinted = () =>
  document.cookie.split(';').some((pair) => pair.trim() === 'maisonnee_session=1');

afterEach(() => {
  localStorage.clear();
  document.cookie = 'maisonnee_session=; Path=/; Max-Age=0';
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('signed in or out (section 4)', () => {
  it('knows the three sign-in and sign-up endpoints of this origin', () => {
    expect(knownIssuers('https://app.maisonnee.fr')).toEqual([
      'https://app.maisonnee.fr/api/auth/signin',
      'https://app.maisonnee.fr/api/auth/signin-user',
      'https://app.maisonnee.fr/api/auth/signup',
    ]);
  });

  it.each(['/api/auth/signin', '/api/auth/signin-user', '/api/auth/signup'])(
    'is signed in with an unexpired token issued by %s',
    (path) => {
      localStorage.setItem('token', tokenFor(path, inOneHour));
      expect(isSignedIn(NOW)).toBe(true);
    },
  );

  it('is signed out when the token has expired', () => {
    localStorage.setItem('token', tokenFor('/api/auth/signin-user', NOW / 1000 - 1));
    expect(isSignedIn(NOW)).toBe(false);
  });

  it('is signed out when the issuer is unknown (another site or endpoint)', () => {
    localStorage.setItem(
      'token',
      tokenFor('/api/auth/signin-user', inOneHour, 'https://ailleurs.fr'),
    );
    expect(isSignedIn(NOW)).toBe(false);
    localStorage.setItem('token', tokenFor('/api/auth/token-refresh', inOneHour));
    expect(isSignedIn(NOW)).toBe(false);
  });

  it('is signed in with a token of the server’s configured public URL, on another origin', () => {
    // The page is on jsdom's origin; the API signed on its PUBLIC_URL (127.0.0.1 vs localhost).
    vi.stubEnv('VITE_PUBLIC_URL', 'http://127.0.0.1:8181');
    localStorage.setItem(
      'token',
      tokenFor('/api/auth/signin-user', inOneHour, 'http://127.0.0.1:8181'),
    );
    expect(isSignedIn(NOW)).toBe(true);
    expect(knownIssuers()).toContain(`${window.location.origin}/api/auth/signin-user`);
    localStorage.setItem(
      'token',
      tokenFor('/api/auth/signin-user', inOneHour, 'http://127.0.0.1:9999'),
    );
    expect(isSignedIn(NOW)).toBe(false);
  });

  it('counts the public URL the server wrote into the page (runtime config)', () => {
    const meta = document.createElement('meta');
    meta.name = 'maisonnee-config';
    meta.content = JSON.stringify({ publicUrl: 'http://127.0.0.1:8282' });
    document.head.append(meta);
    forgetRuntimeConfig();
    vi.stubEnv('VITE_PUBLIC_URL', 'http://127.0.0.1:8181');
    try {
      localStorage.setItem(
        'token',
        tokenFor('/api/auth/signin-user', inOneHour, 'http://127.0.0.1:8282'),
      );
      expect(isSignedIn(NOW)).toBe(true);
    } finally {
      meta.remove();
      forgetRuntimeConfig();
    }
  });

  it('is signed in with a token the server issued for the page’s own origin', () => {
    vi.stubEnv('VITE_PUBLIC_URL', 'https://app.maisonnee.fr');
    localStorage.setItem('token', tokenFor('/api/auth/signin-user', inOneHour));
    expect(isSignedIn(NOW)).toBe(true);
  });

  it('is signed out without a token, or with "undefined" or garbage stored', () => {
    expect(isSignedIn(NOW)).toBe(false);
    localStorage.setItem('token', 'undefined');
    expect(isSignedIn(NOW)).toBe(false);
    localStorage.setItem('token', 'pas.un.jeton');
    expect(isSignedIn(NOW)).toBe(false);
  });
});

describe('saving and destroying the session', () => {
  it('stores the tokens and the current user', () => {
    const user = makeUser();
    saveSession({ access_token: 'a', refresh_token: 'r', user });
    expect(getToken()).toBe('a');
    expect(getRefreshToken()).toBe('r');
    expect(getUser()).toEqual(user);
  });

  it('only counts a stored user with an id', () => {
    localStorage.setItem('user', JSON.stringify({ name: 'Sans id' }));
    expect(getUser()).toBeNull();
    localStorage.setItem('user', '{pas du json');
    expect(getUser()).toBeNull();
  });

  it('destroying clears the token, refresh token, current user and stored profile', () => {
    const user = makeUser();
    saveSession({ access_token: 'a', refresh_token: 'r', user });
    saveProfil({ space: 'client', user });
    localStorage.setItem('environment', 'TEST');
    destroySession();
    expect(getToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(getUser()).toBeNull();
    expect(getProfil()).toBeNull();
    // The environment flag is not part of the session.
    expect(localStorage.getItem('environment')).toBe('TEST');
  });

  it('a full local storage: the profile is not saved, the error is logged, the app goes on', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('plein', 'QuotaExceededError');
    });
    const saved = saveProfil({ space: 'client', user: makeUser() });
    expect(saved).toBe(false);
    expect(getProfil()).toBeNull();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('Stockage local plein'),
      expect.any(DOMException),
    );
  });
});

describe('the signed-in hint cookie (docs/web-delivery.md)', () => {
  it('is set with the session and removed with it', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    saveSession({ access_token: 'a', refresh_token: 'r', user: makeUser() });
    expect(hinted()).toBe(true);
    expect(written).toHaveBeenLastCalledWith(
      `maisonnee_session=1; Path=/; SameSite=Lax; Max-Age=${30 * 24 * 3600}`,
    );
    destroySession();
    expect(hinted()).toBe(false);
    expect(written).toHaveBeenLastCalledWith('maisonnee_session=; Path=/; SameSite=Lax; Max-Age=0');
  });

  it('follows the stored session on load (a session from before the hint, storage cleared)', () => {
    localStorage.setItem('refresh_token', 'r');
    syncSessionHint();
    expect(hinted()).toBe(true);
    localStorage.clear();
    syncSessionHint();
    expect(hinted()).toBe(false);
  });
});
