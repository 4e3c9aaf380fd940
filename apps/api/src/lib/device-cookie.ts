import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * Device cookies (OWASP « Slow down online guessing attacks with device cookies »). A browser in
 * which an account signed in successfully gets a cookie naming that account, signed with a
 * server-only key: `<nonce>.<HMAC(key, "<login>|<nonce>")>`. The login (the e-mail signed in
 * with) is bound by the signature and not written in clear. A sign-in to that account presenting
 * a valid cookie is a known device: it skips the account-wide slowdown (strangers' failures) but
 * still meets the per-address limits. A device cookie that fails too often is locked out like a
 * stranger (the auth service counts its failures under `device:<nonce>`).
 */

export const DEVICE_COOKIE_NAME = 'maisonnee_device';
/** Where the browser sends it: the sign-in calls only. */
export const DEVICE_COOKIE_PATH = '/api/auth';
/** A year: a device stays known between two visits months apart. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 86_400;

/** The cookie's key, derived from the JWT secret under its own label (never sent anywhere). */
export function deviceCookieKey(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('maisonnee:device-cookie').digest('hex');
}

function signatureOf(key: string, login: string, nonce: string): string {
  return createHmac('sha256', key).update(`${login}|${nonce}`).digest('base64url');
}

/** A new cookie value for this login. */
export function issueDeviceCookie(key: string, login: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${signatureOf(key, login, nonce)}`;
}

/** The cookie's nonce when `value` is a valid device cookie for this login, else null. */
export function deviceCookieNonce(
  key: string,
  login: string,
  value: string | null | undefined,
): string | null {
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!match) return null;
  const [, nonce, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(signatureOf(key, login, nonce));
  return timingSafeEqual(expected, Buffer.from(signature)) ? nonce : null;
}

/** The value of one cookie in a `Cookie` request header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/** The `Set-Cookie` header of a device cookie: HttpOnly, SameSite=Lax, Secure over https. */
export function deviceCookieHeader(value: string, secure: boolean): string {
  return [
    `${DEVICE_COOKIE_NAME}=${value}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
