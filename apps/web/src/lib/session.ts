import { useSyncExternalStore } from 'react';
import type { User } from '@maisonnee/contract';
import { isTokenValid, signInIssuers } from '@maisonnee/domain';
import { apiBase } from './env.ts';
import { runtimeConfig } from './runtime-config.ts';
import { STORAGE_KEYS, readJson, readText, removeKey, writeJson, writeText } from './storage.ts';

/**
 * The session kept on the device (specification section 4): the access token, the refresh
 * token, the current user and the stored profile.
 */

/** Which space the user chose on /account (`proche`: a relative following a household). */
export type Space = 'client' | 'intervenant' | 'proche';

/** The stored profile: the chosen space and the user's latest data. */
export interface StoredProfil {
  space: Space;
  user: User;
}

export interface SessionTokens {
  access_token: string;
  refresh_token: string;
}

const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of [...listeners]) listener();
}

/**
 * The origins the server answers for, as far as the app knows: the page's own origin, the API's
 * configured public URL (runtime-config.ts), and the TEST environment's API when it is absolute. A
 * session opened on `http://127.0.0.1:PORT` while the API's public URL says `localhost` (or the
 * reverse) is the same server's session and must count.
 */
export function issuerOrigins(): string[] {
  const origins = [window.location.origin];
  const configured = runtimeConfig().publicUrl;
  if (configured.length > 0) origins.push(configured);
  const base = apiBase();
  if (/^https?:\/\//.test(base)) origins.push(base);
  return origins;
}

/** Endpoints whose absolute URL may sign a token (the API's `iss`), on the given origins. */
export function knownIssuers(origins: string | readonly string[] = issuerOrigins()): string[] {
  return signInIssuers(typeof origins === 'string' ? [origins] : origins);
}

export function getToken(): string | null {
  return readText(STORAGE_KEYS.token);
}

export function getRefreshToken(): string | null {
  return readText(STORAGE_KEYS.refreshToken);
}

/** The current user, or null. Only a user with an id counts. */
export function getUser(): User | null {
  const user = readJson<User>(STORAGE_KEYS.user);
  return user && typeof user === 'object' && user.id ? user : null;
}

export function getProfil(): StoredProfil | null {
  return readJson<StoredProfil>(STORAGE_KEYS.profil);
}

/**
 * Signed in only when a stored token has a known issuer and has not expired; an undefined
 * token means signed out.
 */
export function isSignedIn(now: Date | number = Date.now(), origin?: string): boolean {
  return isTokenValid(getToken(), knownIssuers(origin), now);
}

/** The stored token is there but no longer valid (expired, or not from a known issuer). */
export function isStoredTokenExpired(now: Date | number = Date.now()): boolean {
  const token = getToken();
  return token !== null && !isTokenValid(token, knownIssuers(), now);
}

/**
 * The signed-in hint (docs/web-delivery.md): a cookie that only says "a session is stored here",
 * so that the server sends a signed-in person the app's shell rather than a prerendered public
 * page such as the sign-in form. It carries no secret and the API never reads it for access.
 */
export const SESSION_HINT_COOKIE = 'maisonnee_session';

function writeSessionHint(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = signedIn ? runtimeConfig().sessionMaxAgeSeconds : 0;
  document.cookie = `${SESSION_HINT_COOKIE}=${signedIn ? '1' : ''}; Path=/; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

/**
 * Sets or clears the hint to match the stored session: a session kept from before the hint
 * existed, or storage cleared by the browser while the cookie lived on.
 */
export function syncSessionHint(): void {
  if (typeof document === 'undefined') return;
  const hinted = document.cookie
    .split(';')
    .some((pair) => pair.trim() === `${SESSION_HINT_COOKIE}=1`);
  const stored = getRefreshToken() !== null;
  if (hinted !== stored) writeSessionHint(stored);
}

/** Keeps a new session (sign-in, sign-up, password change). */
export function saveSession(session: SessionTokens & { user?: User }): void {
  writeText(STORAGE_KEYS.token, session.access_token);
  writeText(STORAGE_KEYS.refreshToken, session.refresh_token);
  if (session.user) writeJson(STORAGE_KEYS.user, session.user);
  writeSessionHint(true);
  changed();
}

/** Keeps the rotated tokens of a refresh. */
export function saveTokens(tokens: SessionTokens): void {
  saveSession(tokens);
}

export function saveUser(user: User): void {
  writeJson(STORAGE_KEYS.user, user);
  changed();
}

/**
 * Saves the profile; a full local storage means it is not saved (the error is logged by the
 * storage layer) and the app keeps working. Answers whether it was saved.
 */
export function saveProfil(profil: StoredProfil): boolean {
  const saved = writeJson(STORAGE_KEYS.profil, profil);
  changed();
  return saved;
}

/** Destroying the session clears the token, the refresh token, the current user and the stored profile. */
export function destroySession(): void {
  removeKey(STORAGE_KEYS.token);
  removeKey(STORAGE_KEYS.refreshToken);
  removeKey(STORAGE_KEYS.user);
  removeKey(STORAGE_KEYS.profil);
  writeSessionHint(false);
  changed();
}

// Once per page load, before the first render reads the session.
syncSessionHint();

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    const keys: (string | null)[] = [
      null,
      STORAGE_KEYS.token,
      STORAGE_KEYS.user,
      STORAGE_KEYS.profil,
    ];
    if (keys.includes(event.key)) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current user, re-rendering on every session change (this tab or another). */
export function useCurrentUser(): User | null {
  useSyncExternalStore(
    subscribeSession,
    () => version,
    () => 0,
  );
  return getUser();
}
