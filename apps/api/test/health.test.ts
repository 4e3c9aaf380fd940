import { APP_VERSION } from '@maisonnee/domain';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { openTestDatabase } from '../src/db/test-database.ts';
import { AppError } from '../src/lib/app-error.ts';
import { healthHandlers } from '../src/modules/health/health.routes.ts';
import { serveLivenessBeforeFastify } from '../src/modules/health/liveness-fast-path.ts';
import type { HandlerContext } from '../src/plugins/contract-routes.ts';
import { buildTestApp, type TestApp } from './helper.ts';

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

  it('answers 200 while the database is closed, and never queries it', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig(), database });
    const ping = vi.spyOn(database, 'ping');
    const execute = vi.spyOn(database.db, 'execute');
    await database.close();
    try {
      for (let i = 0; i < 3; i += 1) {
        const response = await app.inject({ method: 'GET', url: '/api/health' });
        expect(response.statusCode).toBe(200);
        expect(response.json().data.status).toBe('ok');
      }
      expect(ping).not.toHaveBeenCalled();
      expect(execute).not.toHaveBeenCalled();
      // Readiness, on the same closed database, says the service cannot serve.
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ping).toHaveBeenCalledTimes(1);
    } finally {
      await app.close();
    }
  });

  it('writes no request log line, where readiness writes one', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        callback();
      },
    });
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig({ logLevel: 'info' }), database, logStream });
    try {
      await app.ready();
      lines.length = 0;
      await app.inject({ method: 'GET', url: '/api/health' });
      await app.inject({ method: 'GET', url: '/api/health/ready' });
      const requests = lines
        .map((line) => JSON.parse(line) as { msg?: string; url?: string })
        .filter((entry) => entry.msg === 'request');
      expect(requests.map((entry) => entry.url)).toEqual(['/api/health/ready']);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('liveness served before Fastify (npm start)', () => {
  it('replays the route answer over HTTP, body and headers, and leaves every other request to Fastify', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig(), database });
    try {
      await serveLivenessBeforeFastify(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (address === null || typeof address === 'string') throw new Error('pas de port');
      const origin = `http://127.0.0.1:${address.port}`;

      const viaFastify = await app.inject({ method: 'GET', url: '/api/health' });
      const replayed = await fetch(`${origin}/api/health`);
      expect(replayed.status).toBe(200);
      expect(await replayed.text()).toBe(viaFastify.body);
      for (const name of ['content-type', 'content-security-policy', 'x-content-type-options']) {
        expect(replayed.headers.get(name)).toBe(viaFastify.headers[name]);
      }

      // Written differently, or another call: Fastify answers, as without the fast path.
      const withQuery = await fetch(`${origin}/api/health?source=test`);
      expect(withQuery.status).toBe(200);
      expect((await withQuery.json()).data.status).toBe('ok');
      const ready = await fetch(`${origin}/api/health/ready`);
      expect(ready.status).toBe(200);
      const unknown = await fetch(`${origin}/api/nulle-part`);
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).error.code).toBe('ROUTE_NOT_FOUND');

      // Still no database behind it.
      await database.close();
      expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
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

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After and a French message when the database is down', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig(), database });
    await database.close();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toEqual({
        success: false,
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'Service momentanément indisponible : la base de données ne répond pas.',
        },
      });
    } finally {
      await app.close();
    }
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
