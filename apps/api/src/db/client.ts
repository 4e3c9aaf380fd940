import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationConfig } from 'drizzle-orm/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgSession } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { apiPath } from '../lib/api-root.ts';
import * as schema from './schema/index.ts';

/**
 * What `db.execute()` resolves to with either driver: both PGlite's `Results` and node-postgres'
 * `QueryResult` carry `rows` (the base PgQueryResultHKT would type it `unknown`).
 */
export interface DbQueryResultHKT extends PgQueryResultHKT {
  readonly type: DbQueryResult<this['row']>;
}

export interface DbQueryResult<TRow> {
  rows: TRow[];
}

/** The common type of the PGlite and node-postgres Drizzle databases: queries take this. */
export type Db = PgDatabase<DbQueryResultHKT, typeof schema>;

/** A transaction handle, for query functions that accept either `db` or `tx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers `select 1`; rejects otherwise. */
  ping(): Promise<void>;
  /** Closes the PGlite instance or the pool. Safe to call twice. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… : use a PostgreSQL server. Without it, embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data directory (created if missing); undefined = in memory. Ignored with databaseUrl. */
  dataDir?: string;
  /** A PostgreSQL schema to work in (tests on a server): created if missing, set as search_path. */
  pgSchema?: string;
  /** Errors of idle pooled connections (server restart…); the next query fails and reports it. */
  onError?: (error: Error) => void;
  /**
   * PostgreSQL server only: how long to wait for a connection (a new one or a free one of the
   * pool) before failing (default 3000 ms, `DB_CONNECT_TIMEOUT_MS`).
   */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL server only: the server cancels a statement running longer (`statement_timeout`,
   * default 5000 ms, `DB_STATEMENT_TIMEOUT_MS`); the client gives up one second later if no answer
   * comes at all (a stalled network) and discards that connection.
   */
  statementTimeoutMs?: number;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 3000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;
/** The client-side wait beyond the server's statement timeout, for the server's own answer. */
const CLIENT_TIMEOUT_MARGIN_MS = 1000;

// From the package root: the same folder from src/ and from the bundle in dist/ (lib/api-root.ts).
const MIGRATIONS_FOLDER = apiPath('src/db/migrations');
const POOL_MAX = 10;
// Any constant shared by every API process: serializes migrations when several start together.
const MIGRATION_LOCK_KEY = 4_242_001;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** How each Database was opened, for migrateDatabase. */
const openedWith = new WeakMap<
  Database,
  { pool?: pg.Pool; pgSchema?: string; migrationClient?: () => pg.Client }
>();

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const { databaseUrl, dataDir, pgSchema } = options;
  if (pgSchema !== undefined && !SCHEMA_NAME.test(pgSchema)) {
    throw new Error(`Nom de schéma PostgreSQL invalide : ${pgSchema}`);
  }
  const database = databaseUrl
    ? await openPostgres(databaseUrl, pgSchema, options)
    : await openPglite(dataDir, pgSchema);
  return database;
}

async function openPglite(dataDir: string | undefined, pgSchema: string | undefined) {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = dataDir ? await PGlite.create({ dataDir }) : await PGlite.create();
  if (pgSchema) {
    // PGlite has a single connection, so a session-level search_path holds for every query.
    await client.exec(
      `CREATE SCHEMA IF NOT EXISTS "${pgSchema}"; SET search_path TO "${pgSchema}"`,
    );
  }
  const db: Db = drizzlePglite({ client, schema });
  let closed = false;
  const database: Database = {
    db,
    kind: 'pglite',
    ping: () => selectOne(db),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
  openedWith.set(database, { pgSchema });
  return database;
}

/**
 * The pool's connection, made safe for outages:
 * - a query that got no answer in time (node-postgres' `query_timeout`: the network stalled or
 *   the server hung) destroys its connection: node-postgres would otherwise keep the unanswered
 *   query active and queue every later query of that connection behind it;
 * - a connection that dies while a call holds it goes back to the pool at once, which drops it.
 *   Drizzle's transaction sends BEGIN before its try/finally, so a BEGIN that fails (the database
 *   just went away) never releases its connection: without this, each such failure leaked one of
 *   the pool's connections until none was left and the API stayed at 503 after the database
 *   came back. `release` stays callable twice (the second call does nothing) for the same reason.
 */
class TimedClient extends pg.Client {
  #release: ((error?: Error | boolean) => void) | undefined;

  constructor(config?: pg.ClientConfig) {
    super(config);
    // pg-pool listens for errors only while a connection is idle: a connection cut while a call
    // holds it (a transaction) would emit an unhandled 'error' and end the process. The same
    // error already fails that connection's queries, which the error handler answers with 503.
    this.on('error', () => {});
    this.on('end', () => this.#release?.(new Error('Connection ended while in use')));
  }

  /** Set by pg-pool each time it hands this connection out. */
  set release(poolRelease: (error?: Error | boolean) => void) {
    let released = false;
    this.#release = (error) => {
      if (released) return;
      released = true;
      poolRelease(error);
    };
  }

  get release(): (error?: Error | boolean) => void {
    return this.#release ?? (() => {});
  }

  override query(...args: unknown[]): never {
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') {
          (
            this as unknown as { connection?: { stream?: { destroy(): void } } }
          ).connection?.stream?.destroy();
        }
      });
    }
    return result as never;
  }
}

async function openPostgres(
  databaseUrl: string,
  pgSchema: string | undefined,
  options: OpenDatabaseOptions,
) {
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const searchPath = pgSchema ? { options: `-c search_path=${pgSchema}` } : {};
  if (pgSchema) {
    const setup = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: connectTimeoutMs,
    });
    await setup.connect();
    try {
      // Concurrent CREATE SCHEMA IF NOT EXISTS can still collide: serialize it.
      await setup.query('BEGIN');
      await setup.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await setup.query(`CREATE SCHEMA IF NOT EXISTS "${pgSchema}"`);
      await setup.query('COMMIT');
    } finally {
      await setup.end();
    }
  }
  // Timeouts make an unavailable database a quick error (503 SERVICE_UNAVAILABLE), never a hang:
  // connecting or waiting for a free connection, a statement the server runs too long, an answer
  // that never comes.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL_MAX,
    Client: TimedClient,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + CLIENT_TIMEOUT_MARGIN_MS,
    keepAlive: true,
    ...searchPath,
  });
  // Without a listener an idle client's error would crash the process.
  pool.on('error', (error) => options.onError?.(error));
  const db: Db = drizzleNodePg({ client: pool, schema });
  let closed = false;
  const database: Database = {
    db,
    kind: 'postgres',
    ping: () => selectOne(db),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
  // Migrations run on their own connection, without the statement timeouts of the API's calls.
  const migrationClient = () =>
    new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: connectTimeoutMs,
      ...searchPath,
    });
  openedWith.set(database, { pool, pgSchema, migrationClient });
  return database;
}

async function selectOne(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

export interface MigrateOptions {
  /** Where the migrations table lives: default the schema the database was opened with, else 'drizzle'. */
  pgSchema?: string;
  /**
   * Runs once the migrations are applied, on the same connection and, on a server, under the same
   * lock: what must follow them before the API uses the database (the reference rows, prepare.ts).
   */
  afterMigrations?: (db: Db) => Promise<void>;
}

/**
 * Applies the pending migrations of src/db/migrations. The migrations table lives in
 * `options.pgSchema`, so test schemas on one server do not share it. On a server, an advisory
 * lock lets several API processes start at once. The API and the tests call it through
 * prepareDatabase (prepare.ts), which adds the reference rows.
 */
export async function migrateDatabase(
  database: Database,
  options: MigrateOptions = {},
): Promise<void> {
  const opened = openedWith.get(database);
  const config: MigrationConfig = {
    migrationsFolder: MIGRATIONS_FOLDER,
    migrationsSchema: options.pgSchema ?? opened?.pgSchema ?? 'drizzle',
  };
  const migrations = readMigrationFiles(config).map((migration) => ({
    ...migration,
    sql: migration.sql.map(unqualifyPublicSchema),
  }));

  if (!opened?.migrationClient) {
    await applyMigrations(database.db, migrations, config);
    await options.afterMigrations?.(database.db);
    return;
  }
  const client = opened.migrationClient();
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const db: Db = drizzleNodePg({ client, schema });
      await applyMigrations(db, migrations, config);
      await options.afterMigrations?.(db);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

type Migrations = ReturnType<typeof readMigrationFiles>;

/**
 * What drizzle's `migrate()` of both drivers does, with the statements given rather than read
 * from disk (drizzle-orm 0.45: `db.dialect.migrate(migrations, db.session, config)`).
 */
async function applyMigrations(db: Db, migrations: Migrations, config: MigrationConfig) {
  const internals = db as unknown as { dialect: PgDialect; session: PgSession };
  await internals.dialect.migrate(migrations, internals.session, config);
}

/**
 * drizzle-kit writes foreign-key targets as "public"."table". Tables are meant to live in the
 * schema the search_path picks (a test schema on a shared server), so the qualifier goes.
 */
function unqualifyPublicSchema(statement: string): string {
  return statement.replaceAll('"public".', '');
}
