import { describe, expect, it } from 'vitest';
import { bytesToBase64Url } from './base64url.ts';
import {
  PUSH_TOKEN_VALIDITY_MS,
  decodeTokenClaims,
  isTokenValid,
  needsPushTokenRefresh,
  signInIssuers,
} from './session.ts';

const issuers = [
  'https://maisonnee.test/api/auth/signin',
  'https://maisonnee.test/api/auth/signin-user',
  'https://maisonnee.test/api/auth/signup',
] as const;
const now = new Date('2025-03-01T12:00:00Z');
const nowSeconds = now.getTime() / 1000;

const part = (value: unknown) => bytesToBase64Url(new TextEncoder().encode(JSON.stringify(value)));
const jwt = (claims: unknown) => `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;

describe('isTokenValid', () => {
  it('accepts a token from a known issuer that has not expired', () => {
    for (const iss of issuers) {
      expect(isTokenValid(jwt({ iss, exp: nowSeconds + 60 }), issuers, now)).toBe(true);
    }
  });

  it('accepts now as milliseconds', () => {
    expect(
      isTokenValid(jwt({ iss: issuers[0], exp: nowSeconds + 1 }), issuers, now.getTime()),
    ).toBe(true);
  });

  it('refuses an expired token, including one expiring right now', () => {
    expect(isTokenValid(jwt({ iss: issuers[0], exp: nowSeconds - 1 }), issuers, now)).toBe(false);
    expect(isTokenValid(jwt({ iss: issuers[0], exp: nowSeconds }), issuers, now)).toBe(false);
  });

  it('refuses an unknown or missing issuer', () => {
    const exp = nowSeconds + 60;
    expect(isTokenValid(jwt({ iss: 'https://ailleurs.test/login', exp }), issuers, now)).toBe(
      false,
    );
    expect(isTokenValid(jwt({ exp }), issuers, now)).toBe(false);
    expect(isTokenValid(jwt({ iss: issuers[0], exp }), [], now)).toBe(false);
  });

  it('refuses a token without a numeric expiry', () => {
    expect(isTokenValid(jwt({ iss: issuers[0] }), issuers, now)).toBe(false);
    expect(isTokenValid(jwt({ iss: issuers[0], exp: String(nowSeconds + 60) }), issuers, now)).toBe(
      false,
    );
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['the text "undefined"', 'undefined'],
    ['an empty text', ''],
    ['two parts', 'a.b'],
    ['four parts', 'a.b.c.d'],
    ['a payload that is not base64url', 'a.@@@.c'],
    ['a payload that is not JSON', `a.${bytesToBase64Url(new TextEncoder().encode('{'))}.c`],
    ['a JSON payload that is not an object', `a.${part([1, 2])}.c`],
  ])('refuses %s', (_label, token) => {
    expect(isTokenValid(token, issuers, now)).toBe(false);
  });
});

describe('signInIssuers', () => {
  it('names the three sign-in endpoints of every origin the server answers for', () => {
    expect(signInIssuers(['http://127.0.0.1:8181', 'http://localhost:8181/'])).toEqual([
      'http://127.0.0.1:8181/api/auth/signin',
      'http://127.0.0.1:8181/api/auth/signin-user',
      'http://127.0.0.1:8181/api/auth/signup',
      'http://localhost:8181/api/auth/signin',
      'http://localhost:8181/api/auth/signin-user',
      'http://localhost:8181/api/auth/signup',
    ]);
  });

  it('keeps each issuer once and skips empty or unreadable origins', () => {
    const issuers = signInIssuers([
      'https://app.maisonnee.fr',
      'https://app.maisonnee.fr/api',
      '',
      null,
      undefined,
      'pas une adresse',
    ]);
    expect(issuers).toHaveLength(3);
    expect(issuers[1]).toBe('https://app.maisonnee.fr/api/auth/signin-user');
  });

  it('lets a session opened on 127.0.0.1 be recognised on that origin and on the configured one', () => {
    const exp = Math.floor(Date.UTC(2025, 0, 1) / 1000) + 3600;
    const known = signInIssuers(['http://127.0.0.1:8181', 'http://localhost:8181']);
    for (const iss of [
      'http://127.0.0.1:8181/api/auth/signin-user',
      'http://localhost:8181/api/auth/signin-user',
    ]) {
      expect(isTokenValid(jwt({ iss, exp }), known, Date.UTC(2025, 0, 1))).toBe(true);
    }
    const elsewhere = jwt({ iss: 'http://127.0.0.1:9999/api/auth/signin-user', exp });
    expect(isTokenValid(elsewhere, known, Date.UTC(2025, 0, 1))).toBe(false);
  });
});

describe('decodeTokenClaims', () => {
  it('reads the claims without checking the signature', () => {
    expect(decodeTokenClaims(jwt({ sub: '1', roles: [5] }))).toEqual({ sub: '1', roles: [5] });
  });

  it('reads non-ASCII claims', () => {
    expect(decodeTokenClaims(jwt({ name: 'Hélène' }))?.name).toBe('Hélène');
  });
});

describe('needsPushTokenRefresh', () => {
  it('asks for a token when none was saved', () => {
    expect(needsPushTokenRefresh(null, now)).toBe(true);
    expect(needsPushTokenRefresh(undefined, now)).toBe(true);
    expect(needsPushTokenRefresh(Number.NaN, now)).toBe(true);
  });

  it('keeps a token saved less than one hour ago', () => {
    expect(PUSH_TOKEN_VALIDITY_MS).toBe(3_600_000);
    expect(needsPushTokenRefresh(new Date('2025-03-01T11:00:00.001Z'), now)).toBe(false);
    expect(needsPushTokenRefresh(now.getTime(), now)).toBe(false);
  });

  it('renews a token saved one hour ago or more', () => {
    expect(needsPushTokenRefresh(new Date('2025-03-01T11:00:00Z'), now)).toBe(true);
    expect(needsPushTokenRefresh(new Date('2025-02-28T12:00:00Z'), now.getTime())).toBe(true);
  });
});
