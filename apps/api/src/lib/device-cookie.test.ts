import { describe, expect, it } from 'vitest';
import {
  deviceCookieHeader,
  deviceCookieKey,
  deviceCookieNonce,
  issueDeviceCookie,
  readCookie,
} from './device-cookie.ts';

const key = deviceCookieKey('un-secret-de-test-assez-long-pour-le-jwt');

describe('device cookies (OWASP)', () => {
  it('is valid for its own login only, and not once altered or signed with another key', () => {
    const value = issueDeviceCookie(key, 'alice@exemple.fr');
    const nonce = deviceCookieNonce(key, 'alice@exemple.fr', value);
    expect(nonce).toBe(value.split('.')[0]);
    expect(deviceCookieNonce(key, 'bruno@exemple.fr', value)).toBeNull();
    expect(
      deviceCookieNonce(deviceCookieKey('un-autre-secret'), 'alice@exemple.fr', value),
    ).toBeNull();
    const altered = `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`;
    expect(deviceCookieNonce(key, 'alice@exemple.fr', altered)).toBeNull();
    expect(deviceCookieNonce(key, 'alice@exemple.fr', 'pas-un-cookie')).toBeNull();
    expect(deviceCookieNonce(key, 'alice@exemple.fr', null)).toBeNull();
  });

  it('reads one cookie of a Cookie header and writes the Set-Cookie attributes', () => {
    expect(readCookie('a=1; maisonnee_device=abc.def; b=2', 'maisonnee_device')).toBe('abc.def');
    expect(readCookie('a=1', 'maisonnee_device')).toBeNull();
    expect(readCookie(undefined, 'maisonnee_device')).toBeNull();
    expect(deviceCookieHeader('v', true)).toBe(
      'maisonnee_device=v; Path=/api/auth; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure',
    );
    expect(deviceCookieHeader('v', false)).not.toMatch(/Secure/);
  });
});
