import { APP_VERSION } from '@maisonnee/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { openTestDatabase } from '../src/db/test-database.ts';
import { AppError } from '../src/lib/app-error.ts';
import { healthHandlers } from '../src/modules/health/health.routes.ts';
import { serveLivenessBeforeFastify } from '../src/modules/health/liveness-fast-path.ts';
import type { HandlerContext } from '../src/plugins/contract-routes.ts';
import { buildTestApp, capturedLog, type TestApp } from './helper.ts';

// Liveness (GET /api/health) and readiness (GET /api/health/ready), docs/health.md.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('liveness, GET /api/health', () => {
  it('answers 200 with the version, in the envelope, with the security headers and no rate limit', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({
      success: true,
      data: { status: 'ok', version: APP_VERSION },
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe('with the database down', () => {
  // One app on a closed database, logging at info: liveness, readiness and the request log.
  const { lines, stream: logStream } = capturedLog();
  let down: { app: Awaited<ReturnType<typeof buildApp>>; database: Database };
  let ping: ReturnType<typeof vi.spyOn>;
  let execute: ReturnType<typeof vi.spyOn>;
  beforeAll(async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig({ logLevel: 'info' }), database, logStream });
    await app.ready();
    ping = vi.spyOn(database, 'ping');
    execute = vi.spyOn(database.db, 'execute');
    await database.close();
    down = { app, database };
  });
  afterAll(async () => {
    await down.app.close();
  });

  it('liveness answers 200 and never queries the database; readiness answers 503, with one request log line', async () => {
    lines.length = 0;
    for (let i = 0; i < 3; i += 1) {
      const response = await down.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.status).toBe('ok');
    }
    expect(ping).not.toHaveBeenCalled();
    expect(execute).not.toHaveBeenCalled();

    const ready = await down.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
    expect(ready.json()).toEqual({
      success: false,
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'Service momentanément indisponible : la base de données ne répond pas.',
      },
    });
    expect(ping).toHaveBeenCalledTimes(1);

    // Liveness writes no request log line; readiness writes one like any call.
    const requests = lines
      .map((line) => JSON.parse(line) as { msg?: string; url?: string })
      .filter((entry) => entry.msg === 'request');
    expect(requests.map((entry) => entry.url)).toEqual(['/api/health/ready']);
  });
});

describe('liveness served before Fastify (npm start)', () => {
  it('replays the route answer over HTTP and leaves every other request to Fastify', async () => {
    await serveLivenessBeforeFastify(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('pas de port');
    const origin = `http://127.0.0.1:${address.port}`;

    const viaFastify = await t.app.inject({ method: 'GET', url: '/api/health' });
    const replayed = await fetch(`${origin}/api/health`);
    expect(replayed.status).toBe(200);
    expect(await replayed.text()).toBe(viaFastify.body);
    for (const name of ['content-type', 'x-content-type-options', 'strict-transport-security']) {
      expect(replayed.headers.get(name)).toBe(viaFastify.headers[name]);
    }
    // Document-only policies (a JSON answer is never rendered as a page) are left out.
    expect(replayed.headers.get('content-security-policy')).toBeNull();

    // Written differently, or another call: Fastify answers, as without the fast path.
    const withQuery = await fetch(`${origin}/api/health?source=test`);
    expect(withQuery.status).toBe(200);
    expect(await withQuery.json()).toMatchObject({ data: { status: 'ok' } });
    const ready = await fetch(`${origin}/api/health/ready`);
    expect(ready.status).toBe(200);
    const unknown = await fetch(`${origin}/api/nulle-part`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });
  });
});

describe('readiness, GET /api/health/ready', () => {
  it('answers 200 when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { status: 'ok', database: 'ok', version: APP_VERSION },
    });
    expect(response.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('shares one ping for a second, then sees the database come back', async () => {
    let up = false;
    const ping = vi.fn(async () => {
      if (!up) throw new Error('connexion refusée');
    });
    let clock = 0;
    const handlers = healthHandlers({ ping } as unknown as Database, () => clock);
    const ready = () =>
      handlers.healthReady!({} as HandlerContext<never>) as Promise<{ database: string }>;

    const [first, second] = await Promise.allSettled([ready(), ready()]);
    for (const outcome of [first, second]) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
    }
    expect(ping).toHaveBeenCalledTimes(1);

    up = true;
    clock += 500;
    await expect(ready()).rejects.toBeInstanceOf(AppError);
    expect(ping).toHaveBeenCalledTimes(1);

    clock += 600;
    await expect(ready()).resolves.toMatchObject({ database: 'ok' });
    expect(ping).toHaveBeenCalledTimes(2);
  });
});
