import { sql } from 'drizzle-orm';
import { hashPassword } from '../../../lib/password.ts';
import type { Db } from '../../client.ts';
import { volumePlan, type VolumePlan } from './plan.ts';
import { countVolumeUsers, deleteVolumeData } from './reset.ts';
import {
  ID_TABLES,
  VOLUME_TABLES,
  finishingStatements,
  volumeSteps,
  type IdBases,
} from './steps.ts';

/** Every volume account signs in with this password (docs/seed-volume.md). */
export const VOLUME_PASSWORD = 'Volume1234!';
export const VOLUME_OPERATEUR_EMAIL = 'operateur@volume.test';

/** Rows per statement: large enough for set-based speed, small enough for a lively progress bar. */
export const BATCH_ROWS = 50_000;

export interface VolumeOptions {
  seed: number;
  scale: number;
  /** The seed day, 'YYYY-MM-DD'; default today (agency calendar, UTC here). */
  day?: string;
  reset: boolean;
}

export type VolumeEvent =
  | { kind: 'reset'; table: string }
  | { kind: 'start'; plan: VolumePlan; totalRows: number }
  | { kind: 'progress'; table: string; done: number; total: number; rowsDone: number }
  | { kind: 'finishing' }
  | { kind: 'done'; counts: Record<string, number> };

/** Refused run: volume data is already there and --reset was not given. */
export class VolumeAlreadySeededError extends Error {}

/**
 * Inserts the volume into a migrated database (reference data included). Refuses when volume
 * data is there already, unless `reset` asks to remove it first.
 */
export async function seedVolume(
  db: Db,
  options: VolumeOptions,
  onEvent: (event: VolumeEvent) => void = () => {},
): Promise<Record<string, number>> {
  const plan = volumePlan({
    seed: options.seed,
    scale: options.scale,
    day: options.day ?? new Date().toISOString().slice(0, 10),
  });
  const existing = await countVolumeUsers(db);
  if (existing > 0) {
    if (!options.reset) {
      throw new VolumeAlreadySeededError(
        `La base contient déjà des données de volume (${existing} comptes @volume.test). ` +
          'Relancez avec --reset pour les remplacer.',
      );
    }
    await deleteVolumeData(db, (table) => onEvent({ kind: 'reset', table }));
  }

  const base = await idBases(db);
  const lastNumbers = await lastInvoiceNumbers(db);
  // Hashed once with the product's hasher: every account shares it.
  const passwordHash = await hashPassword(VOLUME_PASSWORD);
  const ctx = { plan, base, passwordHash, lastNumbers };
  const steps = volumeSteps(ctx);
  const totalRows = steps.reduce((sum, step) => sum + step.total, 0);
  onEvent({ kind: 'start', plan, totalRows });

  let rowsDone = 0;
  for (const step of steps) {
    for (let from = 1; from <= step.total; from += BATCH_ROWS) {
      const to = Math.min(step.total, from + BATCH_ROWS - 1);
      await db.execute(sql.raw(step.batch(from, to)));
      rowsDone += to - from + 1;
      onEvent({ kind: 'progress', table: step.table, done: to, total: step.total, rowsDone });
    }
  }
  onEvent({ kind: 'finishing' });
  for (const statement of finishingStatements(ctx)) await db.execute(sql.raw(statement));
  await db.execute(sql`analyze`);
  const counts = await volumeCounts(db);
  onEvent({ kind: 'done', counts });
  return counts;
}

async function idBases(db: Db): Promise<IdBases> {
  const columns = ID_TABLES.map(
    (table) => `(select coalesce(max(id), 0) from ${table}) as ${table}`,
  );
  const { rows } = await db.execute<Record<keyof IdBases, number | string>>(
    sql.raw(`select ${columns.join(', ')}`),
  );
  const row = rows[0]!;
  return Object.fromEntries(
    ID_TABLES.map((table) => [table, Number(row[table])]),
  ) as unknown as IdBases;
}

async function lastInvoiceNumbers(db: Db): Promise<Record<number, number>> {
  const { rows } = await db.execute<{ annee: number; dernier: number }>(
    sql`select annee, dernier from facture_sequences where serie = 'F'`,
  );
  return Object.fromEntries(rows.map((row) => [Number(row.annee), Number(row.dernier)]));
}

/** Rows of each volume table (all rows, volume or not). */
export async function volumeCounts(db: Db): Promise<Record<string, number>> {
  const columns = VOLUME_TABLES.map((table) => `(select count(*) from ${table})::int as ${table}`);
  const { rows } = await db.execute<Record<string, number>>(
    sql.raw(`select ${columns.join(', ')}`),
  );
  return Object.fromEntries(VOLUME_TABLES.map((table) => [table, Number(rows[0]![table])]));
}
