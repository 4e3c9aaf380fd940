import {
  type EndpointDef,
  type EndpointName,
  endpoints,
  pathParamNames,
  specEndpoints,
} from '@maisonnee/contract';
import { encryptId } from '@maisonnee/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openTestDatabase } from '../src/db/test-database.ts';
import {
  bearer,
  buildRoutesWithoutHandlers,
  buildTestApp,
  capturedLog,
  createUser,
  signIn,
  type TestApp,
} from './helper.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
});
// A session of its own for each test: one that calls every route (sign-out included) ends its own.
beforeEach(async () => {
  const { email } = await createUser(t, { roles: [1, 3] });
  token = (await signIn(t, email)).access_token;
});
afterAll(async () => {
  await t.close();
});

/** A concrete URL for a contract path, with valid encrypted ids. */
function sampleUrl(definition: EndpointDef, idSecret: string) {
  let url = definition.path;
  for (const name of pathParamNames(definition.path)) {
    const kind = definition.params?.[name];
    const value =
      kind === 'encrypted'
        ? encryptId(1, idSecret)
        : kind === 'plain'
          ? '1'
          : kind === 'text'
            ? '8%20rue%20des%20Lilas'
            : 'charge';
    url = url.replace(`{${name}}`, value);
  }
  return url;
}

describe('routes from the contract', () => {
  it('declares the 160 calls of section 7', () => {
    expect(Object.keys(specEndpoints)).toHaveLength(160);
  });

  it('serves every call of section 7: none answers ROUTE_NOT_FOUND', async () => {
    const missing: string[] = [];
    for (const definition of Object.values(specEndpoints) as EndpointDef[]) {
      const response = await t.app.inject({
        method: definition.method,
        url: sampleUrl(definition, t.config.idSecret),
        headers: bearer(token),
      });
      expect(response.statusCode, `${definition.method} ${definition.path}`).not.toBe(500);
      if (response.json().error?.code === 'ROUTE_NOT_FOUND')
        missing.push(`${definition.method} ${definition.path}`);
    }
    expect(missing).toEqual([]);
  });

  it('answers 501 NOT_IMPLEMENTED for a declared call without a handler yet, with the envelope', async () => {
    // Every call of the app has its handler now: routes built from a handler map missing one
    // (here the health check, a public call) show what a call not written yet answers.
    const app = buildRoutesWithoutHandlers();
    try {
      expect(app.implementedEndpoints.has('health')).toBe(false);
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(501);
      expect(response.json()).toEqual({
        success: false,
        error: {
          code: 'NOT_IMPLEMENTED',
          message: "L'appel GET /api/health n'est pas encore disponible.",
        },
      });
    } finally {
      await app.close();
    }
    // The app itself has a handler for every call of the contract.
    const missing = (Object.keys(endpoints) as EndpointName[]).filter(
      (name) => !t.app.implementedEndpoints.has(name),
    );
    expect(missing).toEqual([]);
  });

  it('answers 404 ROUTE_NOT_FOUND for an unknown route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nexiste-pas' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: { code: 'ROUTE_NOT_FOUND' } });
  });

  it('answers 400 INVALID_ID when an encrypted path id does not decrypt', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/mission/pas-un-id-chiffre',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_ID');
    const otherKey = await t.app.inject({
      method: 'GET',
      url: `/api/mission/${encryptId(1, 'une-autre-cle')}`,
      headers: bearer(token),
    });
    expect(otherKey.json().error.code).toBe('INVALID_ID');
  });

  it('checks the token before anything else on protected calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/mission/pas-un-id-chiffre' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a role that the call does not allow with 403', async () => {
    const client = await createUser(t);
    const clientToken = (await signIn(t, client.email)).access_token;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/candidats/',
      headers: bearer(clientToken),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });
});

describe('errors never leak', () => {
  it('turns an unexpected error into a generic INTERNAL envelope without stack or SQL', async () => {
    const app = await buildApp({ config: testConfig(), database: await openTestDatabase() });
    app.get('/api/test-boom', async () => {
      throw new Error('select * from users where password_hash = secret');
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/test-boom' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        success: false,
        error: {
          code: 'INTERNAL',
          message: 'Une erreur interne est survenue. Réessayez plus tard.',
        },
      });
      expect(response.body).not.toMatch(/select|password|at /i);
    } finally {
      await app.close();
      await app.database.close();
    }
  });
});

// Liveness and readiness: health.test.ts.

describe('OpenAPI', () => {
  it('documents every endpoint of the contract at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    const operations = Object.values(spec.paths as Record<string, Record<string, unknown>>).flatMap(
      (methods) => Object.keys(methods),
    );
    // Every contract call, plus Stripe's webhook (raw body, outside the contract: docs/paiements.md).
    expect(operations).toHaveLength(Object.keys(endpoints).length + 1);
    expect(spec.paths['/api/paiements/webhook'].post).toBeDefined();
    expect(spec.paths['/api/auth/signin-user'].post.requestBody).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });
});

describe('request log', () => {
  it('logs each call with its app-version and platform headers', async () => {
    const { lines, stream } = capturedLog();
    const database = await openTestDatabase();
    const app = await buildApp({
      config: testConfig({ logLevel: 'info' }),
      database,
      logStream: stream,
    });
    try {
      // Readiness, not liveness: liveness writes no request line (health.test.ts).
      await app.inject({
        method: 'GET',
        url: '/api/health/ready',
        headers: { 'app-version': '0.0.21', platform: 'ios' },
      });
      const entry = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'request');
      expect(entry).toMatchObject({
        method: 'GET',
        url: '/api/health/ready',
        statusCode: 200,
        appVersion: '0.0.21',
        platform: 'ios',
      });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('headers', () => {
  it('accepts app-version and platform headers and sets security headers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'app-version': '0.0.21', platform: 'android' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Health checks are not rate limited; the other calls are.
    expect(response.headers['x-ratelimit-limit']).toBeUndefined();
    const other = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(other.headers['x-ratelimit-limit']).toBeDefined();
  });

  it('answers 429 with Retry-After beyond the per-address request limit', async () => {
    const local = await buildTestApp({ rateLimitMax: 3 });
    try {
      for (let i = 0; i < 3; i += 1)
        await local.app.inject({ method: 'GET', url: '/api/auth/user' });
      const response = await local.app.inject({ method: 'GET', url: '/api/auth/user' });
      expect(response.statusCode).toBe(429);
      expect(response.json().error.code).toBe('RATE_LIMITED');
      expect(response.headers['retry-after']).toBeDefined();
    } finally {
      await local.close();
    }
  });
});
