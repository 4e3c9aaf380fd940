import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { openTestDatabase } from '../src/db/test-database.ts';
import { DEVICE_COOKIE_NAME } from '../src/lib/device-cookie.ts';
import { createUser, PASSWORD, testClock, type TestApp } from './helper.ts';

/*
 * Issue 22 point 19: ten wrong passwords from anywhere slow every sign-in to the account down,
 * except from the owner's known device (OWASP device cookies). The app records each slowdown it
 * decides instead of waiting (`authSlowDown`), so the tests assert the decision, not a duration.
 */

const FAILURES_MAX = 10;
let app: App;
let database: Database;
let t: TestApp;
/** The waits decided since the last `takeWaits()`. */
const waits: number[] = [];
const takeWaits = () => waits.splice(0);

beforeAll(async () => {
  database = await openTestDatabase();
  const config = testConfig({ authFailuresMax: FAILURES_MAX });
  const clock = testClock();
  app = await buildApp({
    config,
    database,
    now: clock.now,
    authSlowDown: async (ms) => {
      waits.push(ms);
    },
  });
  await app.ready();
  t = { app, database, config, clock, close: async () => undefined };
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function signIn(email: string, password: string, ip: string, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/signin-user',
    payload: { email, password },
    remoteAddress: ip,
    headers: cookie ? { cookie: `autre=1; ${DEVICE_COOKIE_NAME}=${cookie}` } : {},
  });
}

/** The device cookie set by a successful sign-in, with its attributes. */
function deviceCookieOf(response: Awaited<ReturnType<typeof signIn>>) {
  const header = [response.headers['set-cookie'] ?? []].flat().join('\n');
  const match = new RegExp(`${DEVICE_COOKIE_NAME}=([^;]+)`).exec(header);
  expect(match, header).not.toBeNull();
  return { value: match![1]!, header };
}

async function failFromStrangers(email: string, prefix: string) {
  for (let i = 0; i < FAILURES_MAX; i += 1)
    expect((await signIn(email, 'pas-le-bon-mot', `${prefix}.${i + 1}`)).statusCode).toBe(401);
}

describe('sign-in slowdown and device cookies', () => {
  it('a successful sign-in sets a signed, HttpOnly, SameSite=Lax, long-lived device cookie', async () => {
    const { email } = await createUser(t);
    const first = await signIn(email, PASSWORD, '198.51.100.1');
    expect(first.statusCode).toBe(200);
    const { value, header } = deviceCookieOf(first);
    expect(value).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\/api\/auth/);
    expect(Number(/Max-Age=(\d+)/.exec(header)![1])).toBeGreaterThanOrEqual(180 * 86_400);
    expect(header).not.toMatch(/Secure/); // plain http here; https adds Secure
    // A failed sign-in sets nothing.
    const failed = await signIn(email, 'pas-le-bon-mot', '198.51.100.1');
    expect(failed.headers['set-cookie']).toBeUndefined();
  });

  it('after 10 failures from other addresses, the owner’s device signs in without the slowdown; an unknown device waits', async () => {
    const { email } = await createUser(t);
    const owner = deviceCookieOf(await signIn(email, PASSWORD, '198.51.100.2')).value;
    await failFromStrangers(email, '203.0.113');
    takeWaits();

    const known = await signIn(email, PASSWORD, '198.51.100.3', owner);
    expect(known.statusCode).toBe(200);
    expect(takeWaits()).toEqual([]);

    const unknown = await signIn(email, PASSWORD, '198.51.100.4');
    expect(unknown.statusCode).toBe(200);
    expect(takeWaits()).toEqual([expect.any(Number)]);

    // Another account's cookie, or a forged one, is an unknown device.
    const other = await createUser(t);
    const otherCookie = deviceCookieOf(await signIn(other.email, PASSWORD, '198.51.100.5')).value;
    takeWaits();
    await signIn(email, PASSWORD, '198.51.100.6', otherCookie);
    expect(takeWaits()).toHaveLength(1);
    const forged = `${owner.slice(0, 22)}.${'A'.repeat(43)}`;
    await signIn(email, PASSWORD, '198.51.100.7', forged);
    expect(takeWaits()).toHaveLength(1);
  });

  it('the per-address limit still applies to a known device', async () => {
    const { email } = await createUser(t);
    const owner = deviceCookieOf(await signIn(email, PASSWORD, '198.51.100.20')).value;
    const statuses = [];
    for (let i = 0; i < FAILURES_MAX + 1; i += 1)
      statuses.push((await signIn(email, 'pas-le-bon-mot', '198.51.100.21', owner)).statusCode);
    expect(statuses.slice(0, FAILURES_MAX)).toEqual(Array(FAILURES_MAX).fill(401));
    expect(statuses[FAILURES_MAX]).toBe(429);
  });

  it('a device cookie that fails too often is locked out: its sign-ins wait like a stranger’s', async () => {
    const { email } = await createUser(t);
    const owner = deviceCookieOf(await signIn(email, PASSWORD, '198.51.100.30')).value;
    await failFromStrangers(email, '203.0.114');
    // The guesser stole the cookie: ten failures with it, from several addresses.
    for (let i = 0; i < FAILURES_MAX; i += 1)
      expect((await signIn(email, 'pas-le-bon-mot', `192.0.2.${i + 1}`, owner)).statusCode).toBe(
        401,
      );
    takeWaits();
    const locked = await signIn(email, PASSWORD, '198.51.100.31', owner);
    expect(locked.statusCode).toBe(200);
    expect(takeWaits()).toHaveLength(1);
    // The success gave this browser a new cookie, which is known again.
    const fresh = deviceCookieOf(locked).value;
    expect(fresh).not.toBe(owner);
    await signIn(email, PASSWORD, '198.51.100.32', fresh);
    expect(takeWaits()).toEqual([]);
  });
});
