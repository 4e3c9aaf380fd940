import { base64UrlToBytes } from './base64url.ts';

const toMillis = (time: Date | number): number =>
  typeof time === 'number' ? time : time.getTime();

/** The claims the app reads from an access token. */
export interface TokenClaims {
  iss?: unknown;
  exp?: unknown;
  [claim: string]: unknown;
}

/**
 * Reads the claims of a JWT without checking its signature (only the server can); null when
 * the token is not a three-part JWT with a JSON object payload.
 */
export function decodeTokenClaims(token: string | null | undefined): TokenClaims | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === undefined) return null;
  const bytes = base64UrlToBytes(parts[1]);
  if (!bytes) return null;
  try {
    const claims: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as TokenClaims)
      : null;
  } catch {
    return null;
  }
}

/** The endpoints that sign a user in or up: an access token's `iss` is `<origin><path>`. */
export const SIGN_IN_ISSUER_PATHS = [
  '/api/auth/signin',
  '/api/auth/signin-user',
  '/api/auth/signup',
] as const;

/**
 * The issuers a token may name: each sign-in path on each origin the server answers for (the
 * page's own origin, the configured public URL…). An origin is reduced to scheme, host and port
 * (`http://127.0.0.1:8181/` → `http://127.0.0.1:8181`); empty or unreadable origins are skipped,
 * and each issuer appears once.
 */
export function signInIssuers(origins: readonly (string | null | undefined)[]): string[] {
  const issuers = new Set<string>();
  for (const text of origins) {
    if (!text) continue;
    let origin: string;
    try {
      origin = new URL(text).origin;
    } catch {
      continue;
    }
    if (origin === 'null') continue;
    for (const path of SIGN_IN_ISSUER_PATHS) issuers.add(`${origin}${path}`);
  }
  return [...issuers];
}

/**
 * A stored token means "signed in" only when its issuer (iss) is one of the known sign-in or
 * sign-up endpoints and its expiry (exp, in seconds) is after now. A missing or malformed token
 * means signed out. The signature is not checked here: the server checks it on every call.
 */
export function isTokenValid(
  token: string | null | undefined,
  knownIssuers: readonly string[],
  now: Date | number,
): boolean {
  const claims = decodeTokenClaims(token);
  if (!claims) return false;
  const { iss, exp } = claims;
  if (typeof iss !== 'string' || !knownIssuers.includes(iss)) return false;
  return typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 > toMillis(now);
}

/** A push token saved on the device is trusted for one hour. */
export const PUSH_TOKEN_VALIDITY_MS = 3_600_000;

/**
 * The push token must be requested again when none was saved, or when it was saved one hour
 * ago or more.
 */
export function needsPushTokenRefresh(
  savedAt: Date | number | null | undefined,
  now: Date | number,
): boolean {
  if (savedAt === null || savedAt === undefined) return true;
  const saved = toMillis(savedAt);
  if (!Number.isFinite(saved)) return true;
  return toMillis(now) - saved >= PUSH_TOKEN_VALIDITY_MS;
}
