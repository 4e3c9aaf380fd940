import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  createTableRelationsHelpers,
  extractTablesRelationalConfig,
  getTableName,
  is,
  normalizeRelation,
  sql,
} from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from './prepare.ts';
import * as schema from './schema/index.ts';
import { openTestDatabase } from './test-database.ts';

/** The migrations drizzle-kit generated, in order (meta/_journal.json). */
const journalTags = (
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL('./migrations/meta/_journal.json', import.meta.url)),
      'utf8',
    ),
  ) as { entries: { tag: string }[] }
).entries.map((entry) => entry.tag);

const tableNames = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

describe('schema', () => {
  it('resolves every relation both ways', () => {
    const { tables, tableNamesMap } = extractTablesRelationalConfig(
      schema,
      createTableRelationsHelpers,
    );
    let count = 0;
    for (const table of Object.values(tables)) {
      for (const relation of Object.values(table.relations)) {
        const normalized = normalizeRelation(tables, tableNamesMap, relation);
        expect(normalized.fields.length, `${table.tsName}.${relation.fieldName}`).toBeGreaterThan(
          0,
        );
        count += 1;
      }
    }
    expect(count).toBeGreaterThan(100);
  });

  it('has a relation for every foreign key', () => {
    const { tables } = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
    const missing: string[] = [];
    let checked = 0;
    for (const table of Object.values(schema as Record<string, unknown>)) {
      if (!is(table, PgTable)) continue;
      const config = getTableConfig(table);
      const relations = Object.values(
        Object.values(tables).find((t) => t.dbName === config.name)?.relations ?? {},
      );
      for (const foreignKey of config.foreignKeys) {
        const columns = foreignKey.reference().columns.map((column) => column.name);
        const covered = relations.some((relation) => {
          const fields = (relation as { config?: { fields?: { name: string }[] } }).config?.fields;
          return fields?.map((field) => field.name).join() === columns.join();
        });
        if (!covered) missing.push(`${config.name}(${columns.join()})`);
        checked += 1;
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(80);
  });

  it('ships the init migration, then one file per journal entry, in order', () => {
    const folder = fileURLToPath(new URL('./migrations', import.meta.url));
    const files = readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    expect(files[0]).toBe('0000_init.sql');
    expect(files).toEqual(journalTags.map((tag) => `${tag}.sql`));
  });
});

describe('migrations', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('create every table of the schema in the current schema', async () => {
    const result = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'
            and table_name <> '__drizzle_migrations'`,
    );
    const created = result.rows.map((row) => row.table_name).sort();
    expect(created).toEqual(tableNames);
  });

  it('run again without error or change', async () => {
    await prepareDatabase(database, database.pgSchema);
    // One row per migration file, whichever schema holds the migrations table.
    const migrationsTable = database.pgSchema
      ? sql.identifier(database.pgSchema)
      : sql.identifier('drizzle');
    const result = await database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from ${migrationsTable}.__drizzle_migrations`,
    );
    expect(result.rows[0]?.count).toBe(journalTags.length);
  });

  it('come with the reference lists', async () => {
    const counts = await database.db.execute<{ roles: number; competences: number; types: number }>(
      sql`select (select count(*)::int from roles) as roles,
                 (select count(*)::int from competences) as competences,
                 (select count(*)::int from document_types) as types`,
    );
    expect(counts.rows[0]).toEqual({ roles: 6, competences: 5, types: 13 });
  });

  it('enforce the listed values of text columns', async () => {
    await expect(
      database.db.execute(sql`insert into logs (kind) values ('bogus')`),
    ).rejects.toMatchObject({ cause: { constraint: 'logs_kind_check' } });
    await expect(
      database.db.execute(sql`insert into logs (kind) values ('event')`),
    ).resolves.toBeDefined();
  });
});
