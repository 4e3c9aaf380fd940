import { REALTIME_EVENT, REALTIME_RETRY_MS, ROLE } from '@maisonnee/domain';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealtimeBus } from '../src/adapters/realtime/realtime-bus.ts';
import { buildApp } from '../src/app.ts';
import { notifications } from '../src/db/schema/notifications.ts';
import { runWithEvents } from '../src/lib/event-scope.ts';
import { addCockpitTache } from '../src/modules/cockpit/cockpit.service.ts';
import {
  NOTIFICATION_MESSAGES,
  notify,
} from '../src/modules/notifications/notifications.service.ts';
import { createTokenService } from '../src/modules/auth/tokens.ts';
import { createAuthenticator } from '../src/plugins/authenticator.ts';
import { registerErrorHandling } from '../src/plugins/errors.ts';
import {
  MAX_REALTIME_STREAMS_PER_USER,
  registerRealtimeStream,
} from '../src/plugins/realtime-stream.ts';
import { SessionCache } from '../src/plugins/session-cache.ts';
import { createAgentAccount, createOperator, requestsOn } from './fixtures-missions.ts';
import { buildTestApp, createUser, PASSWORD, signIn, type TestApp } from './helper.ts';
import {
  errorBody,
  eventually,
  openStream,
  type OpenStream,
  type SseEvent,
} from './realtime-client.ts';

// GET /api/realtime over real HTTP: who may open it, what it sends, and to whom (docs/realtime.md).

let t: TestApp;
let baseUrl: string;
const streams: OpenStream[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

const { post } = requestsOn(() => t);

async function open(token?: string) {
  const stream = await openStream(baseUrl, token);
  streams.push(stream);
  return stream;
}

/** A stream that is open and has said `ready`: events published from now on reach it. */
async function ready(token: string) {
  const stream = await open(token);
  expect(stream.response.status).toBe(200);
  await stream.waitFor((e) => e.event === 'ready', 'ready');
  return stream;
}

let markers = 0;
/**
 * Sends a `read` event with a fresh marker to these users through the app's own bus, and waits
 * until their stream has it: whatever was sent before it has been delivered by then.
 */
async function flushed(stream: OpenStream, userId: number) {
  markers += 1;
  const marker = markers;
  t.app.moduleDeps.events.publish(
    { userIds: [userId] },
    { type: REALTIME_EVENT.READ, data: { conversation_id: marker } },
  );
  await stream.waitFor(
    (e) =>
      e.event === 'read' && (e.data as { conversation_id?: number }).conversation_id === marker,
    `marker ${marker}`,
  );
}

const ofType = (stream: OpenStream, type: string) =>
  stream.events.filter((e: SseEvent) => e.event === type);

describe('who may open the stream', () => {
  it('answers 401 in the error envelope, in French, without a token', async () => {
    const stream = await open();
    expect(stream.response.status).toBe(401);
    expect(stream.response.headers.get('content-type')).toContain('application/json');
    expect(await errorBody(stream.response)).toEqual({
      success: false,
      error: { code: 'UNAUTHENTICATED', message: 'Connexion requise.' },
    });
  });

  it('answers 401 with a forged or malformed token', async () => {
    for (const token of ['pas-un-jeton', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl']) {
      const stream = await open(token);
      expect(stream.response.status).toBe(401);
      const body = await errorBody(stream.response);
      expect(body.success).toBe(false);
      expect(body.error.code).toMatch(/^(UNAUTHENTICATED|TOKEN_EXPIRED)$/);
      // A sentence for people, in French (accented letters or French words), not a stack.
      expect(body.error.message).toMatch(/connexion|session|jeton|reconnectez|invalide/i);
    }
  });

  it('answers 401 TOKEN_EXPIRED once the access token has expired, and 200 before', async () => {
    const { email } = await createUser(t, { roles: [5] });
    const { access_token: token } = await signIn(t, email);
    const fresh = await open(token);
    expect(fresh.response.status).toBe(200);
    fresh.close();
    t.clock.advance((t.config.accessTokenTtlSeconds + 60) * 1000);
    try {
      const stream = await open(token);
      expect(stream.response.status).toBe(401);
      const body = await errorBody(stream.response);
      expect(body.error.code).toBe('TOKEN_EXPIRED');
      expect(body.error.message).toMatch(/expiré|reconnect/i);
    } finally {
      t.clock.advance(-(t.config.accessTokenTtlSeconds + 60) * 1000);
    }
  });

  it('answers 401 after sign-out: the session is over', async () => {
    const { email } = await createUser(t, { roles: [5] });
    const { access_token: token } = await signIn(t, email);
    const out = await post('/api/auth/signout', token);
    expect(out.statusCode).toBeLessThan(300);
    const stream = await open(token);
    expect(stream.response.status).toBe(401);
    expect((await errorBody(stream.response)).error.code).toBe('UNAUTHENTICATED');
  });
});

describe('how many streams one user holds', () => {
  it(`refuses the stream beyond ${MAX_REALTIME_STREAMS_PER_USER} with 429 and Retry-After, and takes one again once another ends`, async () => {
    const { email } = await createUser(t, { roles: [5] });
    const token = (await signIn(t, email)).access_token;
    const held: OpenStream[] = [];
    for (let i = 0; i < MAX_REALTIME_STREAMS_PER_USER; i += 1) held.push(await ready(token));
    const refused = await open(token);
    expect(refused.response.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await errorBody(refused.response);
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(body.error.message).toMatch(/connexions en direct/);
    // Another user is not concerned.
    const other = await createUser(t, { roles: [5] });
    await ready((await signIn(t, other.email)).access_token);
    // A closed stream frees its place.
    held[0]!.close();
    await held[0]!.ended;
    await eventually(async () => (await open(token)).response.status === 200, 'a place again');
    for (const stream of held) stream.close();
  });
});

describe('what an open stream says', () => {
  it('is an uncached event stream that starts with retry and ready', async () => {
    const { email } = await createUser(t, { roles: [5] });
    const { access_token: token } = await signIn(t, email);
    const stream = await ready(token);
    const headers = stream.response.headers;
    expect(headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('x-accel-buffering')).toBe('no');
    expect(stream.fields[0]).toBe(`retry: ${REALTIME_RETRY_MS}`);
    expect(stream.events[0]).toEqual({ event: 'ready', data: {} });
  });

  it("delivers a notification made by a real call to its recipient's stream only", async () => {
    const agent = await createAgentAccount(t, { prenom: 'Yanis' });
    const recruiter = await createOperator(t, [ROLE.RECRUTEMENT]);
    const { email, user: client } = await createUser(t, { roles: [5] });
    const clientToken = (await signIn(t, email)).access_token;
    const recruiterStream = await ready(recruiter.token);
    const clientStream = await ready(clientToken);
    const agentStream = await ready(agent.token);

    const response = await post('/api/candidat/conges/save', agent.token, {
      candidat_id: agent.candidatId,
      debut: '2026-05-04',
      fin: '2026-05-08',
      motif: 'Vacances',
    });
    expect(response.statusCode).toBe(201);

    const heard = await recruiterStream.waitFor(
      (e) => e.event === REALTIME_EVENT.NOTIFICATION,
      'the notification',
    );
    const [row] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, recruiter.userId));
    expect(heard.data).toEqual({
      id: row!.id,
      titre: 'Demande de congé',
      message: row!.body,
      landing_page: row!.landing_page,
    });
    expect(row!.body).toContain('04/05/2026');
    // The recruitment cockpit's screens refetch too (roles 1 and 2).
    await recruiterStream.waitFor((e) => e.event === REALTIME_EVENT.COCKPIT, 'the cockpit event');

    // Neither the client nor the agent who made the call hear it.
    await flushed(clientStream, client.id);
    await flushed(agentStream, agent.userId);
    expect(ofType(clientStream, REALTIME_EVENT.NOTIFICATION)).toEqual([]);
    expect(ofType(clientStream, REALTIME_EVENT.COCKPIT)).toEqual([]);
    expect(ofType(agentStream, REALTIME_EVENT.NOTIFICATION)).toEqual([]);
  });

  it('sends nothing for a call that failed and was rolled back', async () => {
    const { email, user } = await createUser(t, { roles: [5] });
    const stream = await ready((await signIn(t, email)).access_token);
    const failed = runWithEvents(t.app.moduleDeps.events, () =>
      t.database.db.transaction(async (tx) => {
        await notify(
          tx,
          { clientId: user.client_id! },
          NOTIFICATION_MESSAGES.compte.demandeConge({ agent: 'X', debut: 'a', fin: 'b' }),
        );
        throw new Error('the call fails after notify()');
      }),
    );
    await expect(failed).rejects.toThrow('the call fails after notify()');
    await flushed(stream, user.id);
    expect(ofType(stream, REALTIME_EVENT.NOTIFICATION)).toEqual([]);
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, user.id));
    expect(rows).toEqual([]);

    // The same work that succeeds is heard.
    await runWithEvents(t.app.moduleDeps.events, () =>
      t.database.db.transaction((tx) =>
        notify(
          tx,
          { clientId: user.client_id! },
          NOTIFICATION_MESSAGES.compte.demandeConge({ agent: 'X', debut: 'a', fin: 'b' }),
        ),
      ),
    );
    await stream.waitFor((e) => e.event === REALTIME_EVENT.NOTIFICATION, 'the notification');
  });

  it("tells a cockpit's team, and only it, that a task was given or treated", async () => {
    const commercial = await createOperator(t, [ROLE.COMMERCIAL]);
    const recruiter = await createOperator(t, [ROLE.RECRUTEMENT]);
    const commercialStream = await ready(commercial.token);
    const recruiterStream = await ready(recruiter.token);
    const tacheId = await addCockpitTache(t.database.db, {
      kind: 'commercial',
      title: 'Rappeler Mme Durand',
    });

    const given = await post('/api/client-cockpit/commercial/affect-tache', commercial.token, {
      tache_id: tacheId,
      user_id: commercial.userId,
    });
    expect(given.statusCode).toBe(200);
    const heard = await commercialStream.waitFor(
      (e) => e.event === REALTIME_EVENT.COCKPIT,
      'the cockpit event',
    );
    expect(heard.data).toEqual({ kind: 'commercial' });
    await flushed(recruiterStream, recruiter.userId);
    expect(ofType(recruiterStream, REALTIME_EVENT.COCKPIT)).toEqual([]);

    // A refused write (a colleague who is not on the team) says nothing.
    const before = ofType(commercialStream, REALTIME_EVENT.COCKPIT).length;
    const refused = await post('/api/client-cockpit/commercial/affect-tache', commercial.token, {
      tache_id: tacheId,
      user_id: recruiter.userId,
    });
    expect(refused.statusCode).toBe(400);
    await flushed(commercialStream, commercial.userId);
    expect(ofType(commercialStream, REALTIME_EVENT.COCKPIT)).toHaveLength(before);
  });

  it('goes to every stream for a resync, and to a role for a role audience', async () => {
    const admin = await createOperator(t, [ROLE.ADMINISTRATEUR]);
    const { email, user } = await createUser(t, { roles: [5] });
    const adminStream = await ready(admin.token);
    const clientStream = await ready((await signIn(t, email)).access_token);
    t.app.moduleDeps.events.publish(
      { roles: [ROLE.ADMINISTRATEUR] },
      { type: REALTIME_EVENT.COCKPIT, data: { kind: 'all' } },
    );
    t.app.realtimeBus.publish({}, { type: REALTIME_EVENT.RESYNC, data: {} });
    await adminStream.waitFor((e) => e.event === REALTIME_EVENT.RESYNC, 'resync');
    await clientStream.waitFor((e) => e.event === REALTIME_EVENT.RESYNC, 'resync');
    expect(ofType(adminStream, REALTIME_EVENT.COCKPIT)).toEqual([
      { event: 'cockpit', data: { kind: 'all' } },
    ]);
    await flushed(clientStream, user.id);
    expect(ofType(clientStream, REALTIME_EVENT.COCKPIT)).toEqual([]);
  });

  it('counts in the rate limit once per connection', async () => {
    // A second app on the same database, with a limit of 3 calls a minute.
    const limited = await buildApp({
      config: { ...t.config, rateLimitMax: 3 },
      database: t.database,
      now: t.clock.now,
    });
    try {
      const url = await limited.listen({ port: 0, host: '127.0.0.1' });
      const { email } = await createUser(t, { roles: [5] });
      const login = await limited.inject({
        method: 'POST',
        url: '/api/auth/signin-user',
        payload: { email, password: PASSWORD },
      }); // 1
      const token = login.json().data.access_token as string;
      const first = await openStream(url, token); // 2
      await first.waitFor((e) => e.event === 'ready', 'ready');
      // Keep-alive comments and events on the open stream are not requests.
      limited.realtimeBus.publish({}, { type: REALTIME_EVENT.RESYNC, data: {} });
      await first.waitFor((e) => e.event === REALTIME_EVENT.RESYNC, 'resync');
      const second = await openStream(url, token); // 3
      expect(second.response.status).toBe(200);
      const third = await openStream(url, token); // 4: over the limit
      expect(third.response.status).toBe(429);
      expect((await errorBody(third.response)).error.code).toBe('RATE_LIMITED');
      first.close();
      second.close();
    } finally {
      await limited.close();
    }
  });
});

describe('when a stream ends', () => {
  it("ends at the access token's expiry, so the client reconnects with a fresh one", async () => {
    // The stream route alone, on the same database and sessions, with a clock near the expiry.
    const { email } = await createUser(t, { roles: [5] });
    const { access_token: token } = await signIn(t, email);
    const ttlMs = t.config.accessTokenTtlSeconds * 1000;
    const nearExpiry = () => new Date(t.clock.now().getTime() + ttlMs - 500);
    const bare = Fastify({ logger: false });
    registerErrorHandling(bare);
    const tokens = createTokenService({
      secret: t.config.jwtSecret,
      publicUrl: t.config.publicUrl,
      ttlSeconds: t.config.accessTokenTtlSeconds,
      now: t.clock.now,
    });
    const bus = createRealtimeBus({ redisUrl: undefined, redisPrefix: 'test:', log: bare.log });
    registerRealtimeStream(bare, {
      bus,
      authenticator: createAuthenticator(t.database.db, tokens, new SessionCache(() => Date.now())),
      now: nearExpiry,
      heartbeatMs: 50,
    });
    try {
      const url = await bare.listen({ port: 0, host: '127.0.0.1' });
      const stream = await openStream(url, token);
      expect(stream.response.status).toBe(200);
      await stream.ended;
      expect(stream.events[0]?.event).toBe('ready');
      // While it was open, keep-alive comments kept it busy.
      expect(stream.comments).toContain('ping');
    } finally {
      await bare.close();
      await bus.close();
    }
  });

  it('app.close() ends the open streams instead of waiting for them', async () => {
    const other = await buildApp({ config: t.config, database: t.database, now: t.clock.now });
    const url = await other.listen({ port: 0, host: '127.0.0.1' });
    const { email } = await createUser(t, { roles: [5] });
    const stream = await openStream(url, (await signIn(t, email)).access_token);
    await stream.waitFor((e) => e.event === 'ready', 'ready');
    await other.close();
    await stream.ended;
    expect(stream.events.map((e) => e.event)).toEqual(['ready']);
  });

  it('stops listening on the bus when the client hangs up', async () => {
    const other = await buildApp({
      config: t.config,
      database: t.database,
      now: t.clock.now,
    });
    try {
      const url = await other.listen({ port: 0, host: '127.0.0.1' });
      const { email, user } = await createUser(t, { roles: [5] });
      const token = (await signIn(t, email)).access_token;
      const before = other.realtimeBus.listenerCount();
      const stream = await openStream(url, token);
      await stream.waitFor((e) => e.event === 'ready', 'ready');
      expect(other.realtimeBus.listenerCount()).toBe(before + 1);
      stream.close();
      await stream.ended;
      await eventually(
        () => other.realtimeBus.listenerCount() === before,
        'the listener of the closed stream to go',
      );
      other.realtimeBus.publish({ userIds: [user.id] }, { type: REALTIME_EVENT.RESYNC, data: {} });
      const again = await openStream(url, token);
      await again.waitFor((e) => e.event === 'ready', 'ready');
      expect(other.realtimeBus.listenerCount()).toBe(before + 1);
      again.close();
    } finally {
      await other.close();
    }
  });
});
