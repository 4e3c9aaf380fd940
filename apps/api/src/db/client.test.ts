import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { prepareDatabase } from './prepare.ts';
import { mutuelles, roles, users } from './schema/index.ts';
import { seedDemo } from './seed/demo.ts';
import { DEMO_PROCHES_COUNT } from './seed/demo-agency/proches.ts';
import { DEMO_STAFF } from './seed/demo-agency/staff.ts';
import { DEMO_RECRUTEMENT_CANDIDATS } from './seed/demo-recrutement.ts';

/** How many migrations drizzle-kit generated (meta/_journal.json): each is applied once. */
const MIGRATIONS = (
  JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

const DATABASE_URL = process.env.DATABASE_URL;

describe('openDatabase with PGlite', () => {
  const tempDirs: string[] = [];
  afterAll(async () => {
    await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('creates the data directory and keeps the data across restarts', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'maisonnee-db-'));
    tempDirs.push(parent);
    const dataDir = join(parent, 'data', 'pglite');

    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    await prepareDatabase(first);
    await first.db.insert(mutuelles).values({ nom: 'Mutuelle persistante' });
    await first.close();

    const second = await openDatabase({ dataDir });
    await prepareDatabase(second);
    const rows = await second.db.select({ nom: mutuelles.nom }).from(mutuelles);
    expect(rows).toEqual([{ nom: 'Mutuelle persistante' }]);
    // Reference lists are upserted at every start, never duplicated.
    expect(await second.db.$count(roles)).toBe(6);
    await second.close();
  });

  it('answers ping while open, and not once closed; closing twice is harmless', async () => {
    const database = await openDatabase({});
    await expect(database.ping()).resolves.toBeUndefined();
    await database.close();
    await database.close();
    await expect(database.ping()).rejects.toThrow();
  });

  it('refuses a schema name that is not a plain identifier', async () => {
    await expect(openDatabase({ pgSchema: 'x"; drop table users; --' })).rejects.toThrow(/schéma/);
  });
});

describe.skipIf(!DATABASE_URL)('openDatabase with a PostgreSQL server', () => {
  const pgSchema = `t_${randomBytes(8).toString('hex')}`;

  afterAll(async () => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
    await client.end();
  });

  it('lets several processes migrate and seed the same schema at once', async () => {
    const databases = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: DATABASE_URL, pgSchema })),
    );
    try {
      expect(databases.map((database) => database.kind)).toEqual([
        'postgres',
        'postgres',
        'postgres',
      ]);
      await Promise.all(databases.map((database) => prepareDatabase(database)));
      const now = new Date('2026-03-18T15:20:00Z');
      await Promise.all(databases.map((database) => seedDemo(database.db, { now })));

      const [first] = databases;
      const migrations = await first!.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(pgSchema)}.__drizzle_migrations`,
      );
      expect(MIGRATIONS).toBeGreaterThanOrEqual(3);
      expect(migrations.rows[0]?.n).toBe(MIGRATIONS);
      const [accounts] = await first!.db.select({ n: count() }).from(users);
      // Once each: the three demo accounts, the office's three other members, the eleven other
      // agents, the twelve households with an account, the demo candidates' agent accounts and
      // the demo client's relative (README « Demo accounts », seed.test.ts).
      expect(accounts?.n).toBe(
        3 +
          DEMO_STAFF.length +
          11 +
          12 +
          DEMO_RECRUTEMENT_CANDIDATS.filter((c) => c.account).length +
          DEMO_PROCHES_COUNT,
      );
      await expect(first!.ping()).resolves.toBeUndefined();
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
    // Three seeds of the whole demo agency, one after the other (an advisory lock): seconds.
  }, 60_000);
});
