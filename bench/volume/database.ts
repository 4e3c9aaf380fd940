// The volume database: created when missing, filled by `npm run seed:volume` when it holds no
// volume data yet (that takes minutes; the seed shows its own progress bar).
import pg from 'pg';
import { spawnGroup, waitForExit } from '../lib/process-groups.ts';
import { REPOSITORY_ROOT } from '../lib/start-product.ts';

/** A client of the volume database for the bench's own reads and its preparation of the writes. */
export async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return client;
}

/** Creates the database when the server does not have it (through its `postgres` database). */
async function ensureDatabaseExists(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  url.pathname = '/postgres';
  const admin = await connect(url.toString());
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      console.log(`Base « ${name} » absente : création.`);
      await admin.query(`create database ${pg.escapeIdentifier(name)}`);
    }
  } finally {
    await admin.end();
  }
}

export interface VolumeCounts {
  clients: number;
  agents: number;
  interventions: number;
  factures: number;
  notifications: number;
}

/** Row counts of the volume (estimates from the statistics for the big tables: instant). */
export async function readVolumeCounts(db: pg.Client): Promise<VolumeCounts | null> {
  const tables = await db.query<{ users: string | null }>(
    "select to_regclass('public.users')::text as users",
  );
  if (!tables.rows[0]?.users) return null;
  const accounts = await db.query<{ clients: string; agents: string }>(
    `select count(*) filter (where email like 'client%@volume.test') as clients,
            count(*) filter (where email like 'agent%@volume.test') as agents
       from users where email like '%@volume.test'`,
  );
  const row = accounts.rows[0];
  if (!row || Number(row.clients) === 0) return null;
  const estimates = await db.query<{ relname: string; n: string }>(
    `select relname, greatest(reltuples, 0)::bigint as n from pg_class
      where relname in ('interventions', 'factures', 'notifications') and relkind = 'r'`,
  );
  const estimate = (table: string) =>
    Number(estimates.rows.find((r) => r.relname === table)?.n ?? 0);
  return {
    clients: Number(row.clients),
    agents: Number(row.agents),
    interventions: estimate('interventions'),
    factures: estimate('factures'),
    notifications: estimate('notifications'),
  };
}

/** Makes sure the database exists and holds the volume; seeds it (scale 1, seed 1) otherwise. */
export async function ensureVolumeData(databaseUrl: string): Promise<VolumeCounts> {
  await ensureDatabaseExists(databaseUrl);
  const db = await connect(databaseUrl);
  try {
    const counts = await readVolumeCounts(db);
    if (counts) return counts;
  } finally {
    await db.end();
  }
  console.log(
    "La base ne contient pas encore le volume d'une agence : `npm run seed:volume` la remplit " +
      '(plusieurs minutes, barre de progression ci-dessous).',
  );
  const seed = spawnGroup('npm', ['run', 'seed:volume'], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    showOutput: true,
  });
  const code = await waitForExit(seed.child);
  if (code !== 0) throw new Error(`npm run seed:volume a échoué (code ${code}).`);
  const after = await connect(databaseUrl);
  try {
    const counts = await readVolumeCounts(after);
    if (!counts)
      throw new Error(
        "Après npm run seed:volume, la base n'a toujours pas de comptes @volume.test.",
      );
    return counts;
  } finally {
    await after.end();
  }
}
