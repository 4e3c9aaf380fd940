// Settings of `npm run bench:api -- --volume`, read once from the environment (README.md).
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The load: 50 connections at once on every target. */
export const CONNECTIONS = 50;

export const GOALS = {
  readP99Ms: 50,
  writeP99Ms: 100,
  /** The week board of 150 agents (≈ 3,000 interventions), issue 26, point 6. */
  boardP99Ms: 300,
  rssMaxMiB: 300,
} as const;

/**
 * Planners reading the week board at once: every open board reads the week again when a move is
 * made (the `planning` event, docs/realtime.md), so an agency's few planners ask together.
 */
export const BOARD_CONNECTIONS = 5;

/** Accounts signed in before the load (volume seed: `client<N>@volume.test`, `agent<N>@volume.test`). */
export const CLIENT_ACCOUNTS = 100;
export const AGENT_ACCOUNTS = 100;
export const VOLUME_PASSWORD = 'Volume1234!';
export const OPERATOR_EMAIL = 'operateur@volume.test';

/** How often the API's resident memory is read during the load. */
export const RSS_SAMPLE_MS = 200;

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/maisonnee_volume';

function readSeconds(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`${name} doit être un nombre de secondes positif (reçu « ${raw} »)`);
  }
  return seconds;
}

export interface VolumeSettings {
  databaseUrl: string;
  /** Uploads of the API (signed quotes' PDFs), kept between runs beside the volume database. */
  dataDir: string;
  durationSeconds: number;
  warmupSeconds: number;
}

export function readSettings(): VolumeSettings {
  const databaseUrl = process.env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL;
  const name = new URL(databaseUrl).pathname.replace(/^\//, '');
  // The test suites drop and recreate schemas in `test`: a bench there would be meaningless and
  // its writes would disturb them.
  if (name === 'test') {
    throw new Error(
      'BENCH_DATABASE_URL désigne la base « test » des suites de tests : choisissez une autre base.',
    );
  }
  const durationSeconds = readSeconds('BENCH_DURATION', 10);
  return {
    databaseUrl,
    dataDir: process.env.BENCH_DATA_DIR || join(tmpdir(), `maisonnee-bench-${name}`),
    durationSeconds,
    warmupSeconds: Math.min(3, durationSeconds),
  };
}

/** The key of encrypted path ids: the API's (same environment), else its development default. */
export function idSecret(): string {
  return process.env.ID_SECRET || 'maisonnee-dev-id-secret';
}
