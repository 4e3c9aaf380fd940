// The product started as a user does (`npm start`: builds when stale, then the compiled API, which
// also serves the web app) on a port of its own, and timed up to its first ready answer.
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { findFreePort, HOST } from './free-port.ts';
import { hasExited, spawnGroup, stopGroup, type Started } from './process-groups.ts';

export const REPOSITORY_ROOT = fileURLToPath(new URL('../..', import.meta.url));

const START_TIMEOUT_MS = 300_000;
const POLL_INTERVAL_MS = 100;

export interface ProductOptions {
  /** The product's data (PGlite database, uploads); the caller creates and removes it. */
  dataDir: string;
  /** A port chosen by the caller (the same one for a restart); a free one otherwise. */
  port?: number;
  /** Added to the environment: the rate limit, the database URL, the demo seed… */
  env?: NodeJS.ProcessEnv;
  /** Every line `npm start` prints (what it says about the builds). */
  onStdoutLine?: (line: string) => void;
}

export interface RunningProduct {
  origin: string;
  port: number;
  /** `npm start`'s process group (npm, its shell, node). */
  started: Started;
  /** Seconds from the spawn to the first 200 of the readiness call. */
  secondsToReady: number;
  /** Which call said the product was ready. */
  readinessPath: string;
  /** Stops the whole group (SIGTERM, then SIGKILL); the same promise when called again. */
  stop: () => Promise<void>;
}

/** 200 from the readiness call (the database answers); the liveness call on an older API. */
async function readyPath(origin: string): Promise<string | null> {
  for (const path of ['/api/health/ready', '/api/health']) {
    try {
      const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(1_000) });
      await response.arrayBuffer();
      if (response.status === 200) return path;
      if (response.status !== 404) return null;
    } catch {
      return null; // Not listening yet.
    }
  }
  return null;
}

/** Polls until `origin` is ready; fails early, with its last lines, if the process ends. */
export async function waitUntilReady(
  origin: string,
  started: Started,
  label: string,
  probe: (origin: string) => Promise<string | null> = readyPath,
): Promise<string> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (hasExited(started.child)) {
      throw new Error(
        `${label} s'est arrêté avant d'être prêt (code ${started.child.exitCode ?? started.child.signalCode}).\n` +
          started.lastLines.join('\n'),
      );
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${label} n'est pas prêt après ${START_TIMEOUT_MS / 1000} s.\n${started.lastLines.join('\n')}`,
      );
    }
    const path = await probe(origin);
    if (path) return path;
    await sleep(POLL_INTERVAL_MS);
  }
}

/** 200 on `path` (a server without a readiness call, such as the hello-world reference). */
export function answers200(path: string) {
  return async (origin: string): Promise<string | null> => {
    try {
      const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(1_000) });
      await response.arrayBuffer();
      return response.status === 200 ? path : null;
    } catch {
      return null;
    }
  };
}

/**
 * `npm start` with its own PORT, DATA_DIR and matching PUBLIC_URL (tokens' issuer), logging only
 * warnings; ready when `/api/health/ready` answers 200, or `/api/health` where the readiness call
 * does not exist yet (404).
 */
export async function startProduct(options: ProductOptions): Promise<RunningProduct> {
  const port = options.port ?? (await findFreePort());
  const origin = `http://${HOST}:${port}`;
  const startedAt = performance.now();
  const started = spawnGroup('npm', ['start'], {
    cwd: REPOSITORY_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      PUBLIC_URL: origin,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    ...(options.onStdoutLine ? { onStdoutLine: options.onStdoutLine } : {}),
  });
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= stopGroup(started.child));
  try {
    const readinessPath = await waitUntilReady(origin, started, '`npm start`');
    const secondsToReady = (performance.now() - startedAt) / 1000;
    return { origin, port, started, secondsToReady, readinessPath, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
