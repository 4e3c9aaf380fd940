import {
  createECDH,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  type ECDH,
} from 'node:crypto';
import { statSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_VERSION, ROLE, type PushPayload } from '@maisonnee/domain';
import { eq } from 'drizzle-orm';
import { importJWK, importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadVapidKeys } from '../src/adapters/push/vapid-keys.ts';
import type { AppConfig } from '../src/config.ts';
import { push_announcements, push_subscriptions } from '../src/db/schema/notifications.ts';
import { runWithEvents } from '../src/lib/event-scope.ts';
import { insertNotifications } from '../src/modules/notifications/notifications.queries.ts';
import { notify } from '../src/modules/notifications/notifications.service.ts';
import { MAX_PUSH_FAILURES, nativeMessage } from '../src/modules/notifications/push-sender.ts';
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from '../src/modules/notifications/push.service.ts';
import { createLogPushClient } from '../src/adapters/push/fcm-client.ts';
import { bearer, buildTestApp, createUser, encrypted, signIn, type TestApp } from './helper.ts';

/*
 * Push end to end (docs/push.md) with real parts: the API's own Web Push sender talks to a local
 * HTTP server standing in for a browser's push service, which checks the VAPID signature and
 * decrypts the message with the browser's keys; FCM is a local stand-in for Google's token
 * endpoint and messages:send.
 */

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    body: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer },
  ): Buffer;
};

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A local HTTP server recording requests; `answer` picks each response. */
async function standIn(
  answer: (request: Received) => { status: number; json?: unknown } = () => ({ status: 201 }),
) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      received.push(request);
      const { status, json } = answer(request);
      res.writeHead(status, json ? { 'content-type': 'application/json' } : {});
      res.end(json ? JSON.stringify(json) : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription keys: a P-256 key pair and a 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: authSecret.toString('base64url'),
    },
  };
}

async function account(t: TestApp, roles: number[] = [ROLE.CLIENT]) {
  const { user, email, clientId } = await createUser(t, { roles });
  const session = await signIn(t, email);
  return { userId: user.id, clientId, token: session.access_token };
}

const post = (t: TestApp, url: string, token: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload ?? {} });
const get = (t: TestApp, url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

/** Writes a notification for a client's accounts the way every module does, then waits for the pushes. */
async function notifyClient(t: TestApp, clientId: number, title = 'Votre intervenant est arrivé') {
  await runWithEvents(t.app.moduleDeps.events, () =>
    notify(
      t.database.db,
      { clientId },
      {
        typeId: 1,
        title,
        body: "L'intervention a commencé.",
        landingPage: '/missions',
      },
    ),
  );
  await t.app.moduleDeps.push.settled();
}

/** Runs `during` and answers the events the app published meanwhile, with their audience. */
async function eventsPublishedDuring(t: TestApp, during: () => Promise<void>) {
  const events: unknown[] = [];
  const sinks = t.app.moduleDeps.events;
  const publish = sinks.publish;
  sinks.publish = (audience, event) => {
    events.push({ audience, event });
    publish(audience, event);
  };
  try {
    await during();
  } finally {
    sinks.publish = publish;
  }
  return events;
}

async function subscriptionsOf(t: TestApp, userId: number) {
  return t.database.db
    .select()
    .from(push_subscriptions)
    .where(eq(push_subscriptions.user_id, userId));
}

let t: TestApp;
let pushService: Awaited<ReturnType<typeof standIn>>;
const statusByPath = new Map<string, number>();

beforeAll(async () => {
  pushService = await standIn((request) => ({ status: statusByPath.get(request.url) ?? 201 }));
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

describe('Web Push to a browser', () => {
  it('subscribes, then a notification reaches the push service signed (VAPID) and encrypted for the browser', async () => {
    const alice = await account(t);
    const browser = browserKeys();
    const endpoint = `${pushService.origin}/push/alice-1`;

    const config = await get(t, '/api/push/config', alice.token);
    expect(config.statusCode).toBe(200);
    const vapidPublicKey = config.json().data.vapid_public_key as string;
    expect(Buffer.from(vapidPublicKey, 'base64url')).toHaveLength(65);
    expect(config.json().data).toMatchObject({
      topics: ['newappversion'],
      app_version: APP_VERSION,
    });

    const saved = await post(t, '/api/push/subscriptions', alice.token, {
      endpoint,
      keys: browser.keys,
      app_version: APP_VERSION,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data.topics).toEqual(['newappversion']);

    await notifyClient(t, alice.clientId!);
    const requests = pushService.received.filter((request) => request.url === '/push/alice-1');
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.ttl).toBe('86400');
    expect(request.headers.urgency).toBe('normal');

    // Authorization: vapid t=<JWT signed ES256 with the API's key>, k=<that public key>.
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(request.headers.authorization));
    expect(match).not.toBeNull();
    expect(match![2]).toBe(vapidPublicKey);
    const point = Buffer.from(vapidPublicKey, 'base64url');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload: claims } = await jwtVerify(match![1]!, key, { audience: pushService.origin });
    expect(claims.sub).toBe(t.config.push.vapidSubject);
    expect(claims.exp! * 1000).toBeGreaterThan(Date.now());

    // Only the browser's private key and auth secret open the message.
    const clear = ece.decrypt(request.body, {
      version: 'aes128gcm',
      privateKey: browser.ecdh,
      authSecret: browser.authSecret,
    });
    const payload = JSON.parse(clear.toString('utf8')) as PushPayload;
    expect(payload).toMatchObject({
      title: 'Votre intervenant est arrivé',
      body: "L'intervention a commencé.",
      landing_page: '/missions',
    });
    expect(payload.notification_id).toEqual(expect.any(Number));
    expect(() =>
      ece.decrypt(request.body, {
        version: 'aes128gcm',
        privateKey: browserKeys().ecdh,
        authSecret: browser.authSecret,
      }),
    ).toThrow();

    const [row] = await subscriptionsOf(t, alice.userId);
    expect(row).toMatchObject({
      channel: 'webpush',
      endpoint,
      failures: 0,
      app_version: APP_VERSION,
    });
    expect(row!.last_seen_at).not.toBeNull();
  });

  it('sends nothing when the call that wrote the notification failed', async () => {
    const alice = await account(t);
    await post(t, '/api/push/subscriptions', alice.token, {
      endpoint: `${pushService.origin}/push/rolled-back`,
      keys: browserKeys().keys,
      app_version: APP_VERSION,
    });
    await expect(
      runWithEvents(t.app.moduleDeps.events, async () => {
        await notify(
          t.database.db,
          { clientId: alice.clientId },
          { typeId: 1, title: 'Annulé', body: '' },
        );
        throw new Error('the call failed after notify()');
      }),
    ).rejects.toThrow('the call failed');
    await t.app.moduleDeps.push.settled();
    expect(pushService.received.filter((r) => r.url === '/push/rolled-back')).toHaveLength(0);
  });

  it('deletes a subscription the push service says is gone (410, 404)', async () => {
    const alice = await account(t);
    statusByPath.set('/push/gone-410', 410);
    statusByPath.set('/push/gone-404', 404);
    for (const path of ['/push/gone-410', '/push/gone-404', '/push/alive'])
      expect(
        (
          await post(t, '/api/push/subscriptions', alice.token, {
            endpoint: pushService.origin + path,
            keys: browserKeys().keys,
            app_version: APP_VERSION,
          })
        ).statusCode,
      ).toBe(201);
    await notifyClient(t, alice.clientId!);
    const rows = await subscriptionsOf(t, alice.userId);
    expect(rows.map((row) => row.endpoint)).toEqual([`${pushService.origin}/push/alive`]);
  });

  it(`counts other failures and drops the device after ${MAX_PUSH_FAILURES} in a row; a success resets the count`, async () => {
    const alice = await account(t);
    const endpoint = `${pushService.origin}/push/flaky`;
    statusByPath.set('/push/flaky', 500);
    await post(t, '/api/push/subscriptions', alice.token, {
      endpoint,
      keys: browserKeys().keys,
      app_version: APP_VERSION,
    });
    for (let i = 0; i < MAX_PUSH_FAILURES - 1; i += 1) await notifyClient(t, alice.clientId!);
    expect((await subscriptionsOf(t, alice.userId))[0]!.failures).toBe(MAX_PUSH_FAILURES - 1);

    statusByPath.set('/push/flaky', 201);
    await notifyClient(t, alice.clientId!);
    expect((await subscriptionsOf(t, alice.userId))[0]!.failures).toBe(0);

    statusByPath.set('/push/flaky', 503);
    for (let i = 0; i < MAX_PUSH_FAILURES; i += 1) await notifyClient(t, alice.clientId!);
    expect(await subscriptionsOf(t, alice.userId)).toHaveLength(0);
  });
});

describe('POST /api/push/subscriptions', () => {
  let alice: Awaited<ReturnType<typeof account>>;
  beforeAll(async () => {
    alice = await account(t);
  });

  const save = (body: Record<string, unknown>) =>
    post(t, '/api/push/subscriptions', alice.token, {
      endpoint: 'https://push.exemple.fr/abc',
      keys: browserKeys().keys,
      app_version: APP_VERSION,
      ...body,
    });

  it('refuses endpoints that are not https push services', async () => {
    const cases: [string, RegExp][] = [
      ['ftp://push.exemple.fr/abc', /https/],
      ['http://example.com/push/abc', /https/],
      ['https://user:secret@push.exemple.fr/abc', /identifiants/],
      ['pas une adresse', /invalide/],
    ];
    for (const [endpoint, message] of cases) {
      const response = await save({ endpoint });
      expect(response.statusCode, endpoint).toBe(400);
      const error = response.json().error;
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields.endpoint, endpoint).toMatch(message);
    }
    expect(await subscriptionsOf(t, alice.userId)).toHaveLength(0);
  });

  it('refuses keys that are not a browser subscription', async () => {
    const onCurve = createECDH('prime256v1');
    onCurve.generateKeys();
    const offCurve = Buffer.from(onCurve.getPublicKey());
    offCurve[64] = offCurve[64]! ^ 0x01;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ keys: undefined }, 'keys', /obligatoire/],
      [{ keys: { auth: randomBytes(16).toString('base64url') } }, 'keys.p256dh', /obligatoire/],
      [
        {
          keys: {
            p256dh: randomBytes(64).toString('base64url'),
            auth: randomBytes(16).toString('base64url'),
          },
        },
        'keys.p256dh',
        /65 octets/,
      ],
      [
        {
          keys: {
            p256dh: offCurve.toString('base64url'),
            auth: randomBytes(16).toString('base64url'),
          },
        },
        'keys.p256dh',
        /courbe/,
      ],
      [
        {
          keys: {
            p256dh: onCurve.getPublicKey().toString('base64url'),
            auth: randomBytes(8).toString('base64url'),
          },
        },
        'keys.auth',
        /16 octets/,
      ],
      [
        {
          keys: { p256dh: onCurve.getPublicKey().toString('base64url'), auth: 'pas+du/base64url!' },
        },
        'keys.auth',
        /16 octets/,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await save(body);
      expect(response.statusCode, field).toBe(400);
      const error = response.json().error;
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields[field], JSON.stringify(body)).toMatch(message);
    }
    expect(await subscriptionsOf(t, alice.userId)).toHaveLength(0);
  });

  it('renews a known endpoint; another account registering it gets nothing, told the same', async () => {
    const bruno = await account(t);
    const endpoint = 'https://push.exemple.fr/shared-device';
    const aliceKeys = browserKeys().keys;
    const first = await save({ endpoint, app_version: '0.0.19', keys: aliceKeys });
    expect(first.statusCode).toBe(201);
    const again = await save({ endpoint, keys: aliceKeys });
    expect(again.json().data).toEqual(first.json().data);
    expect((await subscriptionsOf(t, alice.userId)).map((row) => row.app_version)).toEqual([
      APP_VERSION,
    ]);

    // Bruno registers Alice's endpoint: the same answer as a new endpoint, and nothing changes.
    const taken = await post(t, '/api/push/subscriptions', bruno.token, {
      endpoint,
      keys: browserKeys().keys,
      app_version: APP_VERSION,
      topics: [],
    });
    const fresh = await post(t, '/api/push/subscriptions', bruno.token, {
      endpoint: 'https://push.exemple.fr/bruno-own',
      keys: browserKeys().keys,
      app_version: APP_VERSION,
      topics: [],
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    const [aliceRow] = await subscriptionsOf(t, alice.userId);
    expect(aliceRow).toMatchObject({ endpoint, p256dh: aliceKeys.p256dh, auth: aliceKeys.auth });
    expect((await subscriptionsOf(t, bruno.userId)).map((row) => row.endpoint)).toEqual([
      'https://push.exemple.fr/bruno-own',
    ]);

    // Deleting answers alike too, and removes only one's own.
    const notHis = await post(t, '/api/push/subscriptions/delete', bruno.token, { endpoint });
    expect(notHis.json().data).toEqual({ deleted: true });
    expect(await subscriptionsOf(t, alice.userId)).toHaveLength(1);
    const deleted = await post(t, '/api/push/subscriptions/delete', alice.token, { endpoint });
    expect(deleted.json().data).toEqual({ deleted: true });
    expect(await subscriptionsOf(t, alice.userId)).toHaveLength(0);
  });

  it(`keeps ${MAX_PUSH_SUBSCRIPTIONS_PER_USER} devices per user: a new one replaces the least recently seen`, async () => {
    const carol = await account(t);
    for (let i = 0; i <= MAX_PUSH_SUBSCRIPTIONS_PER_USER; i += 1) {
      t.clock.advance(1000);
      const saved = await post(t, '/api/push/subscriptions', carol.token, {
        endpoint: `https://push.exemple.fr/carol-${i}`,
        keys: browserKeys().keys,
        app_version: APP_VERSION,
      });
      expect(saved.statusCode).toBe(201);
    }
    const endpoints = (await subscriptionsOf(t, carol.userId)).map((row) => row.endpoint);
    expect(endpoints).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
    expect(endpoints).not.toContain('https://push.exemple.fr/carol-0');
    expect(endpoints).toContain(`https://push.exemple.fr/carol-${MAX_PUSH_SUBSCRIPTIONS_PER_USER}`);
  });

  it('needs a signed-in caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/push/config' });
    expect(response.statusCode).toBe(401);
  });
});

describe('push services on private or local networks (SSRF)', () => {
  let strict: TestApp;
  let dave: Awaited<ReturnType<typeof account>>;
  beforeAll(async () => {
    // PUSH_ALLOW_LOOPBACK off, as in every real deployment.
    strict = await buildTestApp({ push: { ...t.config.push, allowLoopback: false } });
    dave = await account(strict);
  });
  afterAll(async () => {
    await strict?.close();
  });

  const saveOn = (endpoint: string) =>
    post(strict, '/api/push/subscriptions', dave.token, {
      endpoint,
      keys: browserKeys().keys,
      app_version: APP_VERSION,
    });

  it('refuses loopback, private, link-local and unique-local hosts, IPv4 and IPv6, literal or resolved', async () => {
    const refused = [
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1:8443/x',
      'https://127.0.0.1:5432/',
      'https://2130706433/x', // 127.0.0.1 written as a number
      'https://172.16.5.4/x',
      'https://192.168.1.1/x',
      'https://100.64.0.1/x',
      'https://0.0.0.0/x',
      'https://[::1]/x',
      'https://[::ffff:10.0.0.1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[fe80::1]/x',
      'https://[fd12:3456::1]/x',
      'https://localhost:5432/x',
      'https://push.localhost/x',
      `${pushService.origin}/push/local`,
    ];
    for (const endpoint of refused) {
      const response = await saveOn(endpoint);
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(response.json().error.fields.endpoint, endpoint).toMatch(/privé ou local|https/);
    }
    expect(await subscriptionsOf(strict, dave.userId)).toHaveLength(0);
    // A public address is fine.
    expect((await saveOn('https://93.184.216.34/push/public')).statusCode).toBe(201);
  });

  it('checks again at send time: a stored subscription on a local host is never posted to, and goes', async () => {
    const port = new URL(pushService.origin).port;
    const before = pushService.received.length;
    // Saved when the name pointed elsewhere (or before this rule): straight in the database.
    await strict.database.db.insert(push_subscriptions).values(
      ['localhost', '127.0.0.1', '[::ffff:127.0.0.1]'].map((host) => ({
        user_id: dave.userId,
        channel: 'webpush' as const,
        endpoint: `http://${host}:${port}/push/rebound-${host}`,
        p256dh: browserKeys().keys.p256dh,
        auth: browserKeys().keys.auth,
        topics: [],
      })),
    );
    await runWithEvents(strict.app.moduleDeps.events, () =>
      notify(
        strict.database.db,
        { clientId: dave.clientId },
        { typeId: 1, title: 'Test', body: '' },
      ),
    );
    await strict.app.moduleDeps.push.settled();
    expect(pushService.received.length).toBe(before);
    const left = (await subscriptionsOf(strict, dave.userId)).map((row) => row.endpoint);
    expect(left.filter((endpoint) => endpoint.includes('rebound'))).toEqual([]);
  });
});

describe('VAPID keys and production rules', () => {
  it('generates the keys once into DATA_DIR (0600) and a second app on the same DATA_DIR signs with them; production refuses http', async () => {
    const file = join(t.config.dataDir, 'vapid.json');
    const kept = JSON.parse(await readFile(file, 'utf8')) as { publicKey: string };
    expect(kept.publicKey).toBe(t.app.moduleDeps.push.vapidPublicKey);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const production = await buildTestApp({
      dataDir: t.config.dataDir,
      nodeEnv: 'production',
    } as Partial<AppConfig>);
    try {
      expect(production.app.moduleDeps.push.vapidPublicKey).toBe(kept.publicKey);
      const bruno = await account(production);
      const keys = browserKeys().keys;
      for (const endpoint of ['http://example.com/push/1', 'http://127.0.0.1:9/push/1']) {
        const response = await post(production, '/api/push/subscriptions', bruno.token, {
          endpoint,
          keys,
          app_version: APP_VERSION,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields.endpoint).toBe(
          "L'adresse du service push doit être en https.",
        );
      }
    } finally {
      await production.close();
    }
  });

  it('two instances starting at once on an empty DATA_DIR end with one key pair', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'maisonnee-vapid-'));
    try {
      const options = { publicKey: undefined, privateKey: undefined, dataDir, warn: () => {} };
      const pairs = await Promise.all([1, 2, 3, 4].map(() => loadVapidKeys(options)));
      const kept = JSON.parse(await readFile(join(dataDir, 'vapid.json'), 'utf8'));
      for (const pair of pairs) expect(pair).toEqual(kept);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('newappversion', () => {
  it('announces a new version once, to devices on an older version only', async () => {
    const alice = await account(t);
    for (const [path, version] of [
      ['/push/old-version', '0.0.20'],
      ['/push/current-version', APP_VERSION],
    ] as const)
      await post(t, '/api/push/subscriptions', alice.token, {
        endpoint: pushService.origin + path,
        keys: browserKeys().keys,
        app_version: version,
      });
    // Topics left empty: no announcement even on an old version.
    await post(t, '/api/push/subscriptions', alice.token, {
      endpoint: `${pushService.origin}/push/no-topic`,
      keys: browserKeys().keys,
      app_version: '0.0.1',
      topics: [],
    });
    const before = pushService.received.length;

    expect(await t.app.moduleDeps.push.announceNewAppVersion()).toBe(1);
    const sent = pushService.received.slice(before);
    expect(sent.map((request) => request.url)).toEqual(['/push/old-version']);
    const [announcement] = await t.database.db
      .select()
      .from(push_announcements)
      .where(eq(push_announcements.app_version, APP_VERSION));
    expect(announcement!.recipients).toBe(1);

    expect(await t.app.moduleDeps.push.announceNewAppVersion()).toBe(0);
    await t.app.moduleDeps.push.settled();
    expect(pushService.received.length).toBe(before + 1);
  });
});

describe('notifications read-all and unread-count', () => {
  it('counts unread notifications whose end date has not passed, marks all read, and tells the other screens', async () => {
    const alice = await account(t);
    const bruno = await account(t);
    const now = t.clock.now().getTime();
    await insertNotifications(t.database.db, [
      { userId: alice.userId, title: 'Sans fin' },
      { userId: alice.userId, title: 'Fin demain', dateFin: new Date(now + 86_400_000) },
      { userId: alice.userId, title: 'Fin hier', dateFin: new Date(now - 86_400_000) },
      { userId: bruno.userId, title: 'Pour Bruno' },
    ]);
    const count = async (token: string) =>
      (await get(t, '/api/notifications/unread-count', token)).json().data.non_lues as number;
    expect(await count(alice.token)).toBe(2);
    expect(await count(bruno.token)).toBe(1);

    const events = await eventsPublishedDuring(t, async () => {
      const readAll = await post(t, '/api/notifications/read-all', alice.token);
      expect(readAll.statusCode).toBe(200);
      expect(readAll.json().data).toEqual({ updated: 3 });
    });
    expect(events).toEqual([
      {
        audience: { userIds: [alice.userId] },
        event: { type: 'read', data: { notifications: true } },
      },
    ]);
    expect(await count(alice.token)).toBe(0);
    // Bruno's stay unread.
    expect(await count(bruno.token)).toBe(1);
    const again = await post(t, '/api/notifications/read-all', alice.token);
    expect(again.json().data).toEqual({ updated: 0 });
  });

  it('reading one notification tells the other screens too', async () => {
    const alice = await account(t);
    const [row] = await insertNotifications(t.database.db, [
      { userId: alice.userId, title: 'Une' },
    ]);
    const events = await eventsPublishedDuring(t, async () => {
      const response = await get(
        t,
        `/api/notifications/${encrypted(t, row!.id)}/read`,
        alice.token,
      );
      expect(response.statusCode).toBe(200);
    });
    expect(events).toEqual([
      {
        audience: { userIds: [alice.userId] },
        event: { type: 'read', data: { notifications: true } },
      },
    ]);
  });
});

describe('native app (FCM)', () => {
  let fcm: Awaited<ReturnType<typeof standIn>>;
  let tf: TestApp;
  let publicKeyPem: string;
  const tokenRequests: Received[] = [];
  const directory = join(tmpdir(), `maisonnee-fcm-${randomBytes(4).toString('hex')}`);

  beforeAll(async () => {
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    publicKeyPem = pair.publicKey;
    fcm = await standIn((request) => {
      if (request.url === '/token') {
        tokenRequests.push(request);
        return {
          status: 200,
          json: { access_token: 'ya29.jeton-local', expires_in: 3599, token_type: 'Bearer' },
        };
      }
      if (request.headers.authorization !== 'Bearer ya29.jeton-local')
        return { status: 401, json: { error: { code: 401, status: 'UNAUTHENTICATED' } } };
      const message = JSON.parse(request.body.toString('utf8')).message as { token: string };
      if (message.token === 'jeton-perime')
        return {
          status: 404,
          json: {
            error: {
              code: 404,
              status: 'NOT_FOUND',
              message: 'Requested entity was not found.',
              details: [
                {
                  '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
                  errorCode: 'UNREGISTERED',
                },
              ],
            },
          },
        };
      return { status: 200, json: { name: 'projects/maisonnee-test/messages/1' } };
    });
    await mkdir(directory, { recursive: true });
    const accountFile = join(directory, 'service-account.json');
    writeFileSync(
      accountFile,
      JSON.stringify({
        type: 'service_account',
        project_id: 'maisonnee-test',
        private_key_id: 'cle-1',
        private_key: pair.privateKey,
        client_email: 'push@maisonnee-test.iam.gserviceaccount.com',
        token_uri: 'https://oauth2.googleapis.com/token',
      }),
    );
    tf = await buildTestApp({
      push: {
        ...t.config.push,
        fcmServiceAccountFile: accountFile,
        fcmApiUrl: fcm.origin,
        fcmTokenUrl: `${fcm.origin}/token`,
      },
    });
  });
  afterAll(async () => {
    await tf?.close();
    await fcm?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('the app’s FCM token becomes a device; a notification goes through FCM HTTP v1 with an OAuth2 token kept until it expires', async () => {
    expect(tf.app.moduleDeps.push.nativeChannel).toBe('fcm');
    // Whatever another test of this block sent before (the order is shuffled in CI): its requests
    // are forgotten and the access token it got has expired.
    tf.clock.advance(2 * 3600_000);
    fcm.received.length = 0;
    tokenRequests.length = 0;
    const alice = await account(tf);
    const update = await post(tf, '/api/users/update', alice.token, {
      fcm_token: 'jeton-telephone-1',
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().datas.fcm_token).toBe('jeton-telephone-1');
    expect(await subscriptionsOf(tf, alice.userId)).toMatchObject([
      { channel: 'fcm', endpoint: 'jeton-telephone-1', topics: ['newappversion'] },
    ]);

    await notifyClient(tf, alice.clientId!, 'Premier');
    await notifyClient(tf, alice.clientId!, 'Second');

    // One access token for both sends: a JWT signed with the service account's key.
    expect(tokenRequests).toHaveLength(1);
    const form = new URLSearchParams(tokenRequests[0]!.body.toString('utf8'));
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const { payload: claims, protectedHeader } = await jwtVerify(
      form.get('assertion')!,
      await importSPKI(publicKeyPem, 'RS256'),
      {
        audience: `${fcm.origin}/token`,
        issuer: 'push@maisonnee-test.iam.gserviceaccount.com',
        currentDate: tf.clock.now(),
      },
    );
    expect(claims.scope).toBe('https://www.googleapis.com/auth/firebase.messaging');
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: 'cle-1' });
    expect(createPublicKey(publicKeyPem).asymmetricKeyType).toBe('rsa');

    const sends = fcm.received.filter((request) => request.url !== '/token');
    expect(sends.map((request) => request.url)).toEqual([
      '/v1/projects/maisonnee-test/messages:send',
      '/v1/projects/maisonnee-test/messages:send',
    ]);
    const message = JSON.parse(sends[0]!.body.toString('utf8')).message;
    expect(message).toMatchObject({
      token: 'jeton-telephone-1',
      notification: { title: 'Premier', body: "L'intervention a commencé." },
      data: { landing_page: '/missions', title: 'Premier' },
    });
    expect(message.data.notification_id).toMatch(/^\d+$/);
    for (const value of Object.values(message.data)) expect(typeof value).toBe('string');

    // An hour later the access token has expired: a new one is asked for.
    tf.clock.advance(3600_000);
    await notifyClient(tf, alice.clientId!, 'Troisième');
    expect(tokenRequests).toHaveLength(2);
  });

  it('a token FCM says is unregistered is deleted; clearing the token removes the native devices', async () => {
    const alice = await account(tf);
    await post(tf, '/api/users/update', alice.token, { fcm_token: 'jeton-perime' });
    await notifyClient(tf, alice.clientId!);
    expect(await subscriptionsOf(tf, alice.userId)).toHaveLength(0);

    await post(tf, '/api/users/update', alice.token, { fcm_token: 'jeton-telephone-2' });
    expect(await subscriptionsOf(tf, alice.userId)).toHaveLength(1);
    const cleared = await post(tf, '/api/users/update', alice.token, { fcm_token: null });
    expect(cleared.statusCode).toBe(200);
    expect(await subscriptionsOf(tf, alice.userId)).toHaveLength(0);
  });
});

describe('native app without FCM', () => {
  it('the log adapter writes one line per push with the token shortened', async () => {
    const lines: { object: Record<string, unknown>; message: string }[] = [];
    const client = createLogPushClient({
      info: (object, message) => lines.push({ object, message }),
    });
    const result = await client.send(
      'jeton-secret-abcdef',
      nativeMessage({ title: 'Bonjour', body: 'Texte', landing_page: null, notification_id: 4 }),
    );
    expect(result).toEqual({ ok: true });
    expect(lines).toHaveLength(1);
    const text = JSON.stringify(lines[0]);
    expect(text).toContain('…abcdef');
    expect(text).not.toContain('jeton-secret');
    expect(lines[0]!.object).toMatchObject({
      push: { title: 'Bonjour', data: { notification_id: '4', landing_page: '' } },
    });
  });

  it('writes native pushes to the log and keeps the device', async () => {
    expect(t.app.moduleDeps.push.nativeChannel).toBe('log');
    const alice = await account(t);
    await post(t, '/api/users/update', alice.token, { fcm_token: 'jeton-sans-fcm' });
    await notifyClient(t, alice.clientId!);
    const [row] = await subscriptionsOf(t, alice.userId);
    expect(row).toMatchObject({ channel: 'fcm', failures: 0 });
    expect(row!.last_seen_at).not.toBeNull();
  });
});
