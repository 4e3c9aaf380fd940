import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, Socket } from 'node:net';
import { Writable } from 'node:stream';
import { REALTIME_EVENT, ROLE } from '@maisonnee/domain';
import { desc, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { testConfig, type AppConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { notifications } from '../src/db/schema/notifications.ts';
import { openTestDatabase } from '../src/db/test-database.ts';
import { createAgentAccount, createOperator } from './fixtures-missions.ts';
import { testClock, type TestApp } from './helper.ts';
import { eventually, openStream, type OpenStream } from './realtime-client.ts';

// Two API instances on one database and one Redis (docs/realtime.md): a screen connected to one
// hears the calls made on the other; Redis going away degrades to local delivery, and its return
// sends `resync` and restores the crossing.

const SHARED_REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let database: Database;
const clock = testClock();
const streams: OpenStream[] = [];
const apps: App[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  for (const app of apps) await app.close();
  await database.close();
});

/** An instance of the API on the shared database, listening on a free port. */
async function instance(config: AppConfig, logStream?: NodeJS.WritableStream) {
  const app = await buildApp({
    config,
    database,
    now: clock.now,
    ...(logStream ? { logStream } : {}),
  });
  apps.push(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

/** The fixtures' view of an instance (accounts are made in the shared database). */
const asTestApp = (app: App, config: AppConfig): TestApp => ({
  app,
  database,
  config,
  clock,
  close: () => app.close(),
});

async function ready(url: string, token: string) {
  const stream = await openStream(url, token);
  streams.push(stream);
  expect(stream.response.status).toBe(200);
  await stream.waitFor((e) => e.event === 'ready', 'ready');
  return stream;
}

const connected = (...instances: App[]) =>
  instances.every((app) => app.realtimeBus.state().connected);

/** A leave request by the agent on this instance: notifies the recruitment team. */
async function askLeave(app: App, agent: { token: string; candidatId: number }, day: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/candidat/conges/save',
    headers: { authorization: `Bearer ${agent.token}` },
    payload: { candidat_id: agent.candidatId, debut: day, fin: day, time_fin: '18:00' },
  });
  if (response.statusCode !== 201) throw new Error(`leave refused: ${response.body}`);
  return response;
}

/** The id of the recruiter's latest notification. */
async function lastNotificationOf(userId: number) {
  const [row] = await database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.user_id, userId))
    .orderBy(desc(notifications.id))
    .limit(1);
  return row!.id;
}

const notificationIs = (id: number) => (e: { event: string; data: unknown }) =>
  e.event === REALTIME_EVENT.NOTIFICATION && (e.data as { id: number }).id === id;

describe('two instances on one Redis', () => {
  let config: AppConfig;
  let a: { app: App; url: string };
  let b: { app: App; url: string };

  beforeAll(async () => {
    config = testConfig({ redisUrl: SHARED_REDIS, redisPrefix: `test-${randomUUID()}:` });
    a = await instance(config);
    b = await instance(config);
    await eventually(() => connected(a.app, b.app), 'both instances subscribed');
  });

  it('reports its mode and connection', () => {
    expect(a.app.realtimeBus.state()).toEqual({ mode: 'redis', connected: true });
  });

  it('delivers the event of a call made on A to a stream on B, and once to a stream on A', async () => {
    const onA = asTestApp(a.app, config);
    const agent = await createAgentAccount(onA, { prenom: 'Inès' });
    const recruiter = await createOperator(onA, [ROLE.RECRUTEMENT]);
    const streamOnB = await ready(b.url, recruiter.token);
    const streamOnA = await ready(a.url, recruiter.token);

    const response = await askLeave(a.app, agent, '2026-06-01');
    expect(response.statusCode).toBe(201);
    const id = await lastNotificationOf(recruiter.userId);
    await streamOnB.waitFor(notificationIs(id), 'the notification on B');
    await streamOnA.waitFor(notificationIs(id), 'the notification on A');

    // A marker published on B after that crosses Redis behind the echo of A's own event, if any.
    b.app.moduleDeps.events.publish(
      { userIds: [recruiter.userId] },
      { type: REALTIME_EVENT.READ, data: { notifications: true } },
    );
    await streamOnA.waitFor((e) => e.event === REALTIME_EVENT.READ, 'the marker from B');
    expect(streamOnA.events.filter(notificationIs(id))).toHaveLength(1);
    expect(streamOnB.events.filter(notificationIs(id))).toHaveLength(1);
  });

  it('carries the planning board event of a call made on A to a planner on B', async () => {
    const onA = asTestApp(a.app, config);
    const agent = await createAgentAccount(onA, { prenom: 'Malik' });
    const planner = await createOperator(onA, [ROLE.COMMERCIAL]);
    const streamOnB = await ready(b.url, planner.token);
    const declared = await a.app.inject({
      method: 'POST',
      url: '/api/candidat/absences/save',
      headers: { authorization: `Bearer ${agent.token}` },
      payload: {
        candidat_id: agent.candidatId,
        debut: '2026-06-03',
        fin: '2026-06-03',
        time_debut: '08:00',
        time_fin: '18:00',
        motif: 'maladie',
      },
    });
    expect(declared.statusCode, declared.body).toBe(201);
    const heard = await streamOnB.waitFor(
      (e) => e.event === REALTIME_EVENT.PLANNING,
      'the planning event on B',
    );
    expect(heard.data).toEqual({ semaines: ['2026-06-01'] });
  });

  it('keeps other deployments (another prefix) out, and ignores unreadable messages', async () => {
    const otherPrefix = `test-${randomUUID()}:`;
    const other = await instance(testConfig({ redisUrl: SHARED_REDIS, redisPrefix: otherPrefix }));
    await eventually(() => connected(other.app), 'the other deployment subscribed');
    const heard: string[] = [];
    const stop = other.app.realtimeBus.subscribe((_audience, event) => heard.push(event.type));
    const onB: string[] = [];
    const stopOnB = b.app.realtimeBus.subscribe((_audience, event) => onB.push(event.type));
    a.app.realtimeBus.publish(
      { roles: [ROLE.ADMINISTRATEUR] },
      { type: REALTIME_EVENT.COCKPIT, data: { kind: 'all' } },
    );
    await eventually(() => onB.includes(REALTIME_EVENT.COCKPIT), 'B hearing A');
    // Then, on the other deployment's channel, what another of its instances would send, after
    // garbage: had A's event been on this channel, it would have arrived first.
    const publisher = new Redis(SHARED_REDIS);
    try {
      const channel = `${otherPrefix}realtime`;
      await publisher.publish(channel, 'pas du JSON');
      await publisher.publish(channel, JSON.stringify({ from: 'x', event: { type: 'inconnu' } }));
      await publisher.publish(
        channel,
        JSON.stringify({ from: 'another', audience: {}, event: { type: 'resync', data: {} } }),
      );
    } finally {
      publisher.disconnect();
    }
    await eventually(() => heard.length > 0, 'the other deployment hearing its own channel');
    expect(heard).toEqual([REALTIME_EVENT.RESYNC]);
    stop();
    stopOnB();
  });
});

/** A port nobody listens on. */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** True when a Redis server answers PING on this port. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

describe('when Redis goes away and comes back', () => {
  let port: number;
  let redis: ChildProcess | null = null;
  let config: AppConfig;
  let a: { app: App; url: string };
  let b: { app: App; url: string };
  const logLines: string[] = [];

  async function startRedis() {
    redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await eventually(() => answersPing(port), `redis-server on port ${port}`);
  }
  async function stopRedis() {
    const child = redis;
    redis = null;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    config = testConfig({
      redisUrl: `redis://127.0.0.1:${port}`,
      redisPrefix: `test-${randomUUID()}:`,
      logLevel: 'warn',
    });
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logLines.push(...chunk.toString().split('\n').filter(Boolean));
        callback();
      },
    });
    a = await instance(config, logStream);
    b = await instance(
      config,
      new Writable({ write: (_chunk, _encoding, callback) => callback() }),
    );
    await eventually(() => connected(a.app, b.app), 'both instances subscribed');
  });
  afterAll(async () => {
    await stopRedis();
  });

  it('serves calls and local streams while Redis is away, then resyncs and crosses again', async () => {
    const onA = asTestApp(a.app, config);
    const agent = await createAgentAccount(onA, { prenom: 'Maël' });
    const recruiter = await createOperator(onA, [ROLE.RECRUTEMENT]);
    const streamOnA = await ready(a.url, recruiter.token);
    const streamOnB = await ready(b.url, recruiter.token);

    await stopRedis();
    await eventually(
      () => !a.app.realtimeBus.state().connected && !b.app.realtimeBus.state().connected,
      'both instances to notice that Redis is gone',
    );

    // A call on A still answers, and A's own screens still hear it.
    const during = await askLeave(a.app, agent, '2026-06-08');
    expect(during.statusCode).toBe(201);
    const duringId = await lastNotificationOf(recruiter.userId);
    await streamOnA.waitFor(notificationIs(duringId), 'the notification on A during the outage');
    expect(await askLeave(a.app, agent, '2026-06-09')).toMatchObject({ statusCode: 201 });
    const secondId = await lastNotificationOf(recruiter.userId);
    await streamOnA.waitFor(notificationIs(secondId), 'the second notification on A');
    // One warning for the outage, not one per event.
    const warnings = logLines.filter((line) =>
      line.includes('events stay on this instance until it is back'),
    );
    expect(warnings).toHaveLength(1);
    expect(streamOnA.events.some((e) => e.event === REALTIME_EVENT.RESYNC)).toBe(false);

    await startRedis();
    // Back: every stream is told to refetch what it may have missed.
    await streamOnA.waitFor((e) => e.event === REALTIME_EVENT.RESYNC, 'resync on A');
    await streamOnB.waitFor((e) => e.event === REALTIME_EVENT.RESYNC, 'resync on B');
    expect(streamOnB.events.some(notificationIs(duringId))).toBe(false);
    await eventually(() => connected(a.app, b.app), 'both instances connected again');

    const after = await askLeave(a.app, agent, '2026-06-15');
    expect(after.statusCode).toBe(201);
    const afterId = await lastNotificationOf(recruiter.userId);
    await streamOnB.waitFor(notificationIs(afterId), 'the notification on B after the return');
    await streamOnA.waitFor(notificationIs(afterId), 'the notification on A after the return');
  });
});
