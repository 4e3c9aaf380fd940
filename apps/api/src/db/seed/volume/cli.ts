import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../../config.ts';
import { openDatabase } from '../../client.ts';
import { prepareDatabase } from '../../prepare.ts';
import { createProgressDisplay } from './progress.ts';
import { seedVolume, VolumeAlreadySeededError } from './run.ts';

/*
 * npm run seed:volume -- [--seed <n>] [--scale <f>] [--day YYYY-MM-DD] [--reset]
 * Same database as the server (DATABASE_URL, else PGlite in DATA_DIR), migrated and given its
 * reference data as the server does, then filled with an agency's volume (docs/seed-volume.md).
 */

const USAGE =
  'Usage : npm run seed:volume -- [--seed <n>] [--scale <f>] [--day AAAA-MM-JJ] [--reset]';

/** A wrong command line: its message is printed as is. */
class UsageError extends Error {}

function parseOptions(argv: string[]) {
  let parsed;
  try {
    parsed = readArgs(argv);
  } catch {
    throw new UsageError(`Option inconnue ou incomplète : ${argv.join(' ')}\n${USAGE}`);
  }
  const { values } = parsed;
  const seed = Number(values.seed);
  const scale = Number(values.scale);
  if (!Number.isInteger(seed) || seed < 0) {
    throw new UsageError(`--seed attend un entier positif.\n${USAGE}`);
  }
  if (!Number.isFinite(scale) || scale <= 0 || scale > 10) {
    throw new UsageError(`--scale attend un nombre entre 0 et 10.\n${USAGE}`);
  }
  return { seed, scale, day: values.day, reset: values.reset, help: values.help };
}

function readArgs(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      seed: { type: 'string', default: '1' },
      scale: { type: 'string', default: '1' },
      day: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
    connectTimeoutMs: config.dbConnectTimeoutMs,
    // A 50,000-row statement may take longer than an API call is allowed.
    statementTimeoutMs: 600_000,
  });
  try {
    const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.dataDir})`;
    console.log(`Base : ${where} — migrations et données de référence…`);
    await prepareDatabase(database);
    const display = createProgressDisplay();
    await seedVolume(database.db, options, display.onEvent);
    const seconds = (performance.now() - started) / 1000;
    console.log(`Terminé en ${seconds.toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof VolumeAlreadySeededError ||
    error instanceof ConfigError ||
    error instanceof UsageError
  ) {
    console.error(error.message);
  } else {
    // Drizzle wraps the driver's error: its cause says what the database refused.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    console.error('Remplissage impossible :', cause instanceof Error ? cause.message : cause);
  }
  process.exit(1);
});
