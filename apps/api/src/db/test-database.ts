import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './client.ts';
import { prepareDatabase } from './prepare.ts';

/**
 * A fresh, migrated database with its reference rows for one test suite (ARCHITECTURE §8):
 * - without DATABASE_URL, an in-memory PGlite;
 * - with DATABASE_URL, a new schema `t_<random>` on that server, dropped by close().
 */
export async function openTestDatabase(): Promise<Database & { pgSchema?: string }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const database = await openDatabase({});
    await prepareDatabase(database);
    return database;
  }

  const pgSchema = `t_${randomBytes(8).toString('hex')}`;
  const database = await openDatabase({ databaseUrl, pgSchema });
  const closeDatabase = database.close.bind(database);
  let closed = false;
  // Same object (not a copy), so migrateDatabase and others still recognise it.
  const testDatabase = Object.assign(database, {
    pgSchema,
    async close() {
      if (closed) return;
      closed = true;
      await closeDatabase();
      await dropSchema(databaseUrl, pgSchema);
    },
  });
  try {
    await prepareDatabase(testDatabase, pgSchema);
  } catch (error) {
    await testDatabase.close();
    throw error;
  }
  return testDatabase;
}

async function dropSchema(databaseUrl: string, pgSchema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
  } finally {
    await client.end();
  }
}
