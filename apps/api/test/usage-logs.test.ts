import { encryptId } from '@maisonnee/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { logs } from '../src/db/schema/tracking.ts';
import { openTestDatabase } from '../src/db/test-database.ts';
import { runLogsPurgeJob } from '../src/modules/tracking/logs-purge.job.ts';
import { USAGE_LOG_FLOOD_LIMIT } from '../src/modules/tracking/tracking.service.ts';
import { usageLogsSettled } from '../src/modules/tracking/tracking.routes.ts';
import { bearer, buildTestApp, capturedLog, createUser, signIn, type TestApp } from './helper.ts';

/*
 * Issue 13, point 5: usage logs are stored without personal data beyond the user id, answer 202
 * without waiting for the database, and are purged after LOG_RETENTION_DAYS (docs/usage-logs.md).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signedInUser(target: TestApp = t) {
  const { user, email } = await createUser(target);
  const { access_token } = await signIn(target, email);
  return { userId: user.id, headers: bearer(access_token) };
}

async function logsOf(userId: number, target: TestApp = t) {
  await usageLogsSettled(target.app.moduleDeps);
  return target.database.db
    .select()
    .from(logs)
    .where(eq(logs.user_id, userId))
    .orderBy(asc(logs.id));
}

const at = '2026-03-02T09:00:00.000Z';

describe('POST /api/log/session, /api/log/visited-page, /api/log/event', () => {
  it('answers 202 and stores a session with its platform and version', async () => {
    const { userId, headers } = await signedInUser();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/log/session',
      headers,
      payload: {
        started_at: '2026-03-02T10:00:00+01:00',
        platform: 'android',
        app_version: '1.4.0',
        is_native: true,
      },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ success: true, data: { logged: true } });
    const [row] = await logsOf(userId);
    expect(row).toMatchObject({
      kind: 'session',
      user_id: userId,
      payload: { platform: 'android', app_version: '1.4.0', is_native: true, started_at: at },
    });
  });

  it('stores the visited screen without its ids, query string or hash', async () => {
    const { userId, headers } = await signedInUser();
    const missionId = encryptId(12, t.config.idSecret);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/log/visited-page',
      headers,
      payload: {
        page: `/mission/${missionId}/pointage?email=lou@exemple.fr#haut`,
        visited_at: at,
      },
    });
    expect(response.statusCode).toBe(202);
    await t.app.inject({
      method: 'POST',
      url: '/api/log/visited-page',
      headers,
      payload: { page: '/admin/clients/4321', visited_at: at },
    });
    const rows = await logsOf(userId);
    expect(rows.map((row) => [row.kind, row.payload])).toEqual([
      ['visited-page', { page: '/mission/:id/pointage' }],
      ['visited-page', { page: '/admin/clients/:id' }],
    ]);
    expect(JSON.stringify(rows)).not.toContain(missionId);
  });

  it('stores an event with its plain properties only: personal data is dropped', async () => {
    const { userId, headers } = await signedInUser();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/log/event',
      headers,
      payload: {
        name: 'devis_envoye',
        occurred_at: at,
        data: {
          heures: 12.5,
          recurrent: true,
          formule: 'menage',
          email: 'lou@exemple.fr',
          contact: 'lou@exemple.fr',
          nom: 'Durand',
          telephone: '06 12 34 56 78',
          rappel: '+33 6 12 34 56 78',
          commentaire: 'x'.repeat(150),
        },
      },
    });
    expect(response.statusCode).toBe(202);
    const [row] = await logsOf(userId);
    expect(row).toMatchObject({
      kind: 'event',
      payload: { name: 'devis_envoye', data: { heures: 12.5, recurrent: true, formule: 'menage' } },
    });
    expect(Object.keys((row!.payload as { data: object }).data)).toHaveLength(3);
  });

  it('answers 202 but keeps nothing of an event named after a person', async () => {
    const { userId, headers } = await signedInUser();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/log/event',
      headers,
      payload: { name: 'recherche lou@exemple.fr', occurred_at: at },
    });
    expect(response.statusCode).toBe(202);
    expect(await logsOf(userId)).toEqual([]);
  });

  it('refuses a call without a token with 401', async () => {
    for (const [url, payload] of [
      ['/api/log/session', { started_at: at, platform: 'web', app_version: '1.0.0' }],
      ['/api/log/visited-page', { page: '/planning', visited_at: at }],
      ['/api/log/event', { name: 'ouverture', occurred_at: at }],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses bad input with 400 and a French message per field', async () => {
    const { userId, headers } = await signedInUser();
    const badVersion = await t.app.inject({
      method: 'POST',
      url: '/api/log/session',
      headers,
      payload: { started_at: at, platform: 'web', app_version: 'v1' },
    });
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.json().error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(badVersion.json().error.fields)).toContain('Version x.y.z attendue.');

    const longPage = await t.app.inject({
      method: 'POST',
      url: '/api/log/visited-page',
      headers,
      payload: { page: `/${'a'.repeat(250)}`, visited_at: at },
    });
    expect(longPage.statusCode).toBe(400);
    expect(JSON.stringify(longPage.json().error.fields)).toContain('200 caractères au plus.');

    const unknownField = await t.app.inject({
      method: 'POST',
      url: '/api/log/event',
      headers,
      payload: { name: 'ouverture', occurred_at: at, email: 'lou@exemple.fr' },
    });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().error.code).toBe('VALIDATION_FAILED');
    expect(unknownField.json().error.fields).toMatchObject({ email: 'Champ inconnu.' });

    const badDate = await t.app.inject({
      method: 'POST',
      url: '/api/log/event',
      headers,
      payload: { name: 'ouverture', occurred_at: 'hier' },
    });
    expect(badDate.statusCode).toBe(400);
    expect(JSON.stringify(badDate.json().error.fields)).toContain(
      'Date et heure ISO 8601 attendues.',
    );
    expect(await logsOf(userId)).toEqual([]);
  });

  it(`drops silently a user's logs beyond ${USAGE_LOG_FLOOD_LIMIT} a minute, then keeps them again`, async () => {
    const { userId, headers } = await signedInUser();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/log/event',
        headers,
        payload: { name: 'boucle', occurred_at: at },
      });
    for (let i = 0; i < USAGE_LOG_FLOOD_LIMIT + 5; i += 1) {
      expect((await send()).statusCode).toBe(202);
    }
    expect(await logsOf(userId)).toHaveLength(USAGE_LOG_FLOOD_LIMIT);
    // Another user is not held back by the first one's flood.
    const other = await signedInUser();
    await t.app.inject({
      method: 'POST',
      url: '/api/log/event',
      headers: other.headers,
      payload: { name: 'ouverture', occurred_at: at },
    });
    expect(await logsOf(other.userId)).toHaveLength(1);
    t.clock.advance(60_000);
    expect((await send()).statusCode).toBe(202);
    expect(await logsOf(userId)).toHaveLength(USAGE_LOG_FLOOD_LIMIT + 1);
  });
});

describe('a storage failure', () => {
  it('still answers 202 and logs the error, and the next logs are stored again', async () => {
    const { lines, stream } = capturedLog();
    const database = await openTestDatabase();
    const app = await buildApp({
      config: testConfig({ logLevel: 'error' }),
      database,
      logStream: stream,
    });
    const local: TestApp = {
      app,
      database,
      config: testConfig(),
      clock: t.clock,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
    try {
      const { userId, headers } = await signedInUser(local);
      // The table goes away under the app: every insert fails.
      await database.db.execute(sql`alter table logs rename to logs_hors_service`);
      const response = await app.inject({
        method: 'POST',
        url: '/api/log/visited-page',
        headers,
        payload: { page: '/planning', visited_at: at },
      });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ success: true, data: { logged: true } });
      await usageLogsSettled(app.moduleDeps);
      const errors = lines.map((line) => JSON.parse(line)).filter((line) => line.level >= 50);
      expect(errors.map((line) => line.msg)).toContain('journal d’usage non enregistré');

      await database.db.execute(sql`alter table logs_hors_service rename to logs`);
      await app.inject({
        method: 'POST',
        url: '/api/log/visited-page',
        headers,
        payload: { page: '/messagerie', visited_at: at },
      });
      expect((await logsOf(userId, local)).map((row) => row.payload)).toEqual([
        { page: '/messagerie' },
      ]);
    } finally {
      await local.close();
    }
  });
});

describe('retention', () => {
  it('purges only the logs older than LOG_RETENTION_DAYS, in batches', async () => {
    const { userId } = await signedInUser();
    const now = new Date('2026-09-01T00:00:00Z');
    const day = 24 * 60 * 60 * 1000;
    const retention = t.config.logRetentionDays;
    const ages = [retention + 30, retention + 2, retention + 1, retention + 1, retention - 1, 0];
    // First the old logs other tests of the file left (at the test clock's dates), if any ran.
    await runLogsPurgeJob(t.app.moduleDeps, now, 2);
    await t.database.db.insert(logs).values(
      ages.map((age) => ({
        kind: 'event' as const,
        user_id: userId,
        payload: { name: `age-${age}`, data: {} },
        created_at: new Date(now.getTime() - age * day),
      })),
    );
    const result = await runLogsPurgeJob(t.app.moduleDeps, now, 2);
    expect(result).toEqual({ deleted: 4 });
    const left = await logsOf(userId);
    expect(left.map((row) => (row.payload as { name: string }).name)).toEqual([
      `age-${retention - 1}`,
      'age-0',
    ]);
    // Nothing left to purge: a second run deletes nothing.
    expect(await runLogsPurgeJob(t.app.moduleDeps, now)).toEqual({ deleted: 0 });
  });

  it('follows the configured retention', async () => {
    const { userId } = await signedInUser();
    const now = new Date('2026-01-10T00:00:00Z');
    const day = 24 * 60 * 60 * 1000;
    await t.database.db.insert(logs).values(
      [8, 6].map((age) => ({
        kind: 'session' as const,
        user_id: userId,
        payload: { age },
        created_at: new Date(now.getTime() - age * day),
      })),
    );
    const config = { ...t.config, logRetentionDays: 7 };
    expect(await runLogsPurgeJob({ db: t.database.db, config }, now)).toEqual({ deleted: 1 });
    expect((await logsOf(userId)).map((row) => row.payload)).toEqual([{ age: 6 }]);
  });
});
