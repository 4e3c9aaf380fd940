import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../src/config.ts';
import { buildTestApp, createUser, PASSWORD, type TestApp } from './helper.ts';

/*
 * Several API processes on one Redis (docs/realtime.md, "Limits on several instances"): the global
 * rate limit and the sign-in failure counts are shared; Redis going away fails no call.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Every key of this run lives under this prefix (deleted at the end; nothing shared is flushed). */
const RUN_PREFIX = `test:${randomUUID()}:`;

let redis: Redis;
const opened: TestApp[] = [];

beforeAll(async () => {
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
  await redis.connect();
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((t) => t.close()));
});

afterAll(async () => {
  const keys = await redis.keys(`${RUN_PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const getUser = (t: TestApp, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', remoteAddress });

const signInUser = (t: TestApp, email: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signin-user',
    payload: { email, password },
    remoteAddress,
  });

describe('limits shared through Redis by several API instances', () => {
  // Two API instances (each its own process state and database) on one Redis and one prefix; each
  // test calls from addresses of its own.
  const prefix = `${RUN_PREFIX}shared:`;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const shared: Partial<AppConfig> = {
      redisUrl: REDIS_URL,
      redisPrefix: prefix,
      rateLimitMax: 5,
      authFailuresMax: 3,
    };
    [a, b] = await Promise.all([buildTestApp(shared), buildTestApp(shared)]);
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('counts the global rate limit once for both instances', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 3; i += 1) expect((await getUser(a, ip)).statusCode).toBe(401);
    for (let i = 0; i < 2; i += 1) expect((await getUser(b, ip)).statusCode).toBe(401);
    // The 6th call, 3rd on B: B alone saw 2, but both together reached 5.
    const limited = await getUser(b, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      success: false,
      error: { code: 'RATE_LIMITED', message: 'Trop de requêtes : réessayez dans un instant.' },
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await getUser(a, ip)).statusCode).toBe(429);
    // Another address is not affected; the counter is in Redis under the deployment's prefix.
    expect((await getUser(a, '198.51.100.21')).statusCode).toBe(401);
    expect(Number(await redis.get(`${prefix}rl:${ip}`))).toBeGreaterThanOrEqual(6);
  });

  it('blocks on B the address that failed to sign in on A', async () => {
    const email = 'cible-redis@exemple.fr';
    const ip = '203.0.113.40';
    for (let i = 0; i < 3; i += 1)
      expect((await signInUser(a, email, 'mauvais-mot', ip)).statusCode).toBe(401);
    const blocked = await signInUser(b, email, 'mauvais-mot', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Trop de tentatives de connexion : réessayez plus tard.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The pair is blocked, not the account: another address still gets its answer.
    expect((await signInUser(b, email, 'mauvais-mot', '203.0.113.41')).statusCode).toBe(401);
  });

  it('forgets on A the failures of a pair that signed in on B', async () => {
    // One account in each instance's database, same e-mail (the databases are separate here).
    const email = `partage-${randomUUID()}@exemple.fr`;
    await createUser(a, { email });
    await createUser(b, { email });
    const ip = '203.0.113.50';
    for (let i = 0; i < 2; i += 1)
      expect((await signInUser(a, email, 'mauvais-mot', ip)).statusCode).toBe(401);
    expect((await signInUser(b, email, PASSWORD, ip)).statusCode).toBe(200);
    // The success reset the pair for both: without it the 2nd failure below would answer 429.
    for (let i = 0; i < 2; i += 1)
      expect((await signInUser(a, email, 'mauvais-mot', ip)).statusCode).toBe(401);
  });

  it('shares the mail requests of anonymous callers', async () => {
    const ask = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/send-validation-code',
        payload: { email: 'personne@exemple.fr' },
        remoteAddress: '203.0.113.60',
      });
    expect((await ask(a)).statusCode).toBe(200);
    expect((await ask(b)).statusCode).toBe(200);
    expect((await ask(b)).statusCode).toBe(200);
    const refused = await ask(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      "Trop de demandes d'envoi d'e-mail : réessayez plus tard.",
    );
  });

  it('without REDIS_URL each instance counts on its own (in memory)', async () => {
    const [one, two] = await Promise.all([
      buildTestApp({ rateLimitMax: 5 }),
      buildTestApp({ rateLimitMax: 5 }),
    ]);
    opened.push(one, two);
    expect(one.config.redisUrl).toBeUndefined();
    for (let i = 0; i < 3; i += 1) expect((await getUser(one)).statusCode).toBe(401);
    for (let i = 0; i < 3; i += 1) expect((await getUser(two)).statusCode).toBe(401);
  });
});

/** A port nobody listens on (yet). */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server.close();
  await once(server, 'close');
  return port;
}

/** A private redis-server this test may kill; resolves once it answers PING. */
async function startPrivateRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const probe = new Redis({
    port,
    host: '127.0.0.1',
    lazyConnect: true,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      try {
        await probe.connect();
        await probe.ping();
        return child;
      } catch {
        probe.disconnect();
        await sleep(50);
      }
    }
  } finally {
    probe.disconnect();
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not start on port ${port}`);
}

describe('Redis going away', () => {
  let child: ChildProcess | undefined;

  afterEach(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    child = undefined;
  });

  it('serves the calls and signs in on memory once the Redis server is killed', async () => {
    const port = await freePort();
    child = await startPrivateRedis(port);
    const t = await buildTestApp({
      redisUrl: `redis://127.0.0.1:${port}`,
      redisPrefix: `${RUN_PREFIX}away:`,
      rateLimitMax: 1000,
      authFailuresMax: 3,
    });
    opened.push(t);
    const { email } = await createUser(t);
    // Redis up: the limits run through it.
    const before = await getUser(t);
    expect(before.statusCode).toBe(401);
    expect(before.headers['x-ratelimit-limit']).toBe('1000');
    expect((await signInUser(t, email, PASSWORD, '203.0.113.70')).statusCode).toBe(200);

    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;

    // Redis away: every call still gets its normal answer, never a 5xx.
    for (let i = 0; i < 3; i += 1) expect((await getUser(t)).statusCode).toBe(401);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect((await signInUser(t, email, PASSWORD, '203.0.113.70')).statusCode).toBe(200);
    const mail = await t.app.inject({
      method: 'POST',
      url: '/api/users/send-validation-code',
      payload: { email },
      remoteAddress: '203.0.113.71',
    });
    expect(mail.statusCode).toBe(200);
    // Failures are still counted, in this process's memory: a guessing address is still stopped.
    for (let i = 0; i < 3; i += 1)
      expect((await signInUser(t, email, 'mauvais-mot', '203.0.113.72')).statusCode).toBe(401);
    expect((await signInUser(t, email, 'mauvais-mot', '203.0.113.72')).statusCode).toBe(429);
    // ... and the owner, from another address, still gets in.
    expect((await signInUser(t, email, PASSWORD, '203.0.113.73')).statusCode).toBe(200);
  });
});
