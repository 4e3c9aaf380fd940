import { Writable } from 'node:stream';
import { encryptId } from '@maisonnee/domain';
import { desc, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { testConfig, type AppConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { mailOutbox } from '../src/db/schema/auth.ts';
import { clients } from '../src/db/schema/clients.ts';
import { users } from '../src/db/schema/users.ts';
import { openTestDatabase } from '../src/db/test-database.ts';
import { hashPassword } from '../src/lib/password.ts';
import { registerContractRoutes } from '../src/plugins/contract-routes.ts';
import { registerErrorHandling } from '../src/plugins/errors.ts';
import { createSerializerCompiler } from '../src/plugins/fast-serializer.ts';

/** A movable clock for tests that expire tokens or refresh windows. */
export function testClock(start = new Date('2026-03-02T09:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

export interface TestApp {
  app: App;
  database: Database;
  config: AppConfig;
  clock: ReturnType<typeof testClock>;
  close(): Promise<void>;
}

/** The real app on a fresh database (in-memory PGlite, or a fresh schema when DATABASE_URL is set). */
export async function buildTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig(overrides);
  const clock = testClock();
  const app = await buildApp({ config, database, now: clock.now });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The app of one test file: built before the file's tests (`beforeAll`), closed after them. Its
 * fields are read when a hook or a test runs; read before the app is built, they throw.
 */
export function appOfTheFile(overrides: Partial<AppConfig> = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(overrides);
  });
  afterAll(async () => {
    await built?.close();
  });
  const current = () => {
    if (!built) throw new Error('the app of the file is built in beforeAll: read it in a test');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    get clock() {
      return current().clock;
    },
    close: () => current().close(),
  };
}

/**
 * What `make` returns, made again before each test (`beforeEach`): the object returned here stays
 * the same for the file, its fields take each test's new values, so that each test reads its own.
 */
export function madeForEachTest<T extends object>(make: () => Promise<T>): T {
  const own = {} as T;
  beforeEach(async () => {
    Object.assign(own, await make());
  });
  return own;
}

/**
 * What `make` returns, made once before the file's tests (`beforeAll`) and shared by them: read
 * its fields in hooks and tests, like `madeForEachTest`'s.
 */
export function madeForTheFile<T extends object>(make: () => Promise<T>): T {
  const shared = {} as T;
  beforeAll(async () => {
    Object.assign(shared, await make());
  });
  return shared;
}

export const PASSWORD = 'Velours-Cerise-42';

let counter = 0;
/** A validated account with a client record (role 5) or the given roles, created straight in the database. */
export async function createUser(
  t: TestApp,
  options: {
    email?: string;
    roles?: number[];
    password?: string;
    withClient?: boolean;
    validated?: boolean;
  } = {},
) {
  counter += 1;
  const email = options.email ?? `user${counter}-${Date.now()}@exemple.fr`;
  const roles = options.roles ?? [5];
  const db = t.database.db;
  let clientId: number | null = null;
  if (options.withClient ?? roles.includes(5)) {
    const [client] = await db
      .insert(clients)
      .values({ nom: 'Durand', prenom: `Alice${counter}`, email, civilite: 'Mme' })
      .returning({ id: clients.id });
    clientId = client!.id;
  }
  const [user] = await db
    .insert(users)
    .values({
      email,
      password_hash: await hashPassword(options.password ?? PASSWORD),
      name: `Alice${counter} Durand`,
      nom: 'Durand',
      prenom: `Alice${counter}`,
      roles_ids: roles,
      user_role_id: roles[0] ?? null,
      client_id: clientId,
      email_verified_at: options.validated === false ? null : new Date(),
    })
    .returning();
  return { user: user!, email, clientId, password: options.password ?? PASSWORD };
}

/** Signs in through the API and returns the session. */
export async function signIn(
  t: TestApp,
  email: string,
  password = PASSWORD,
  path = '/api/auth/signin-user',
) {
  const response = await t.app.inject({ method: 'POST', url: path, payload: { email, password } });
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json().data as {
    access_token: string;
    refresh_token: string;
    user: { id: number };
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The mails sent to `to`, in the order they were sent. */
export async function mailsTo(t: TestApp, to: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(mailOutbox.id);
}

/** The last mail sent to `to`, if any. */
export async function lastMailTo(t: TestApp, to: string) {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

/**
 * The 6-digit code of the last mail sent to `email` (default mail adapter: the outbox). Codes asked
 * anonymously (create-account too) are mailed after the answer: waits up to 2 s for the first one.
 */
export async function lastCodeMailedTo(t: TestApp, email: string): Promise<string> {
  const until = Date.now() + 2000;
  for (;;) {
    const code = (await lastMailTo(t, email))?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > until) throw new Error(`no code mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const encrypted = (t: TestApp, id: number) => encryptId(id, t.config.idSecret);

/** A log stream to give an app under test, and the lines written to it (one JSON entry each). */
export function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      callback();
    },
  });
  return { lines, stream };
}

/** Decodes a JWT payload (tests only read claims). */
export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/**
 * Contract routes with the app's error handling but no handler at all: what a call not written
 * yet answers (501 NOT_IMPLEMENTED) and how it is logged, now that every call of the app has its
 * handler. Public calls only: the authenticator refuses to be asked.
 */
export function buildRoutesWithoutHandlers(
  options: { logStream?: NodeJS.WritableStream } = {},
): FastifyInstance {
  const app = Fastify(
    options.logStream ? { logger: { level: 'info', stream: options.logStream } } : {},
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ strict: true }));
  registerErrorHandling(app);
  registerContractRoutes(app, {
    handlers: {},
    authenticator: {
      authenticate: async () => {
        throw new Error('a public call authenticates nobody');
      },
    },
    idSecret: testConfig().idSecret,
  });
  return app;
}
