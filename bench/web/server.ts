// Starts the product as a user does (`npm start`) on a free port and a fresh data directory, and
// stops its whole process group afterwards, also on an error or Ctrl-C.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, closeSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RunningProduct {
  baseUrl: string;
  /** Milliseconds from the spawn to the first ready answer. */
  startMs: number;
  /** Which call said the product was ready. */
  readyPath: string;
  stop: () => Promise<void>;
}

const START_TIMEOUT_MS = 300_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function status(url: string): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status;
  } catch {
    return 0;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * SIGTERM to the group, SIGKILL after 5 s if something is still there. Synchronous on purpose:
 * on Ctrl-C nothing else (a failing measurement reaching process.exit, npm's own handling) can
 * run before the server is stopped and its data directory removed.
 */
function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return; // Already stopped.
  }
  const deadline = Date.now() + 5_000;
  while (alive(pid) && Date.now() < deadline) Atomics.wait(pause, 0, 0, 100);
  try {
    if (alive(pid)) process.kill(-pid, 'SIGKILL');
  } catch {
    // Stopped meanwhile.
  }
}

/**
 * `npm start` with its own DATA_DIR, PORT and matching PUBLIC_URL; ready when the readiness call
 * (`/api/health/ready`, which checks the database) answers 200, or `/api/health` where the
 * readiness call does not exist yet (404).
 */
export async function startProduct(repositoryRoot: string): Promise<RunningProduct> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'maisonnee-bench-web-'));
  const logFile = join(tmpdir(), `maisonnee-bench-web-${port}.log`);
  const log = openSync(logFile, 'w');
  const started = Date.now();
  const child = spawn('npm', ['start'], {
    cwd: repositoryRoot,
    detached: true, // its own process group, killed as a whole
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
    },
  });
  closeSync(log);
  const pid = child.pid;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (pid) killGroup(pid);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(logFile, { force: true });
  };
  onInterrupt(stop);

  try {
    let readyPath = '/api/health/ready';
    for (;;) {
      if (exited) throw new Error('`npm start` s’est arrêté avant d’être prêt.');
      const code = await status(`${baseUrl}${readyPath}`);
      if (code === 200) break;
      if (code === 404 && readyPath !== '/api/health') readyPath = '/api/health';
      if (Date.now() - started > START_TIMEOUT_MS) {
        throw new Error(`Le produit n’est pas prêt après ${START_TIMEOUT_MS / 1000} s.`);
      }
      await sleep(200);
    }
    return { baseUrl, startMs: Date.now() - started, readyPath, stop };
  } catch (error) {
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    await stop();
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\nFin du journal :\n${tail}`,
    );
  }
}

const cleanups = new Set<() => Promise<void>>();
let listening = false;

/**
 * Runs the cleanup on Ctrl-C or SIGTERM before leaving (the child is in another group, it does
 * not get the terminal's signal). Answers a function that forgets the cleanup.
 */
export function onInterrupt(cleanup: () => Promise<void>): () => void {
  cleanups.add(cleanup);
  const forget = () => void cleanups.delete(cleanup);
  if (listening) return forget;
  listening = true;
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // `on`, not `once`: Ctrl-C reaches us twice (the terminal's group, then tsx relaying it),
    // and a second signal without a listener would kill us before the cleanup ends.
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error('\nInterrompu : arrêt des processus lancés…');
      void Promise.allSettled([...cleanups].map((run) => run())).then(() => process.exit(130));
    });
  }
  return forget;
}
