// The API started as a user does (`npm start`: compiled JavaScript, built when stale), on the
// volume database, and the process whose memory is measured.
import { mkdirSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { HOST, REPOSITORY_ROOT, type VolumeSettings } from './settings.ts';
import { readRssMiB } from './memory.ts';
import { hasExited, spawnGroup, stopGroup, type Started } from './processes.ts';

const START_TIMEOUT_MS = 300_000;
const POLL_INTERVAL_MS = 100;

export interface RunningApi {
  origin: string;
  /** The node process that listens on the port (not npm): its RSS is the API's memory. */
  serverPid: number;
  secondsToReady: number;
  readinessPath: string;
  /** Resident memory right after the readiness answer, before any other request. */
  readyRssMiB: number | null;
  stop: () => Promise<void>;
}

async function findFreePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('aucun port attribué');
  return address.port;
}

/** 200 from the readiness call (the database answers); the liveness call on an older API. */
async function probe(origin: string): Promise<string | null> {
  for (const path of ['/api/health/ready', '/api/health']) {
    try {
      const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(1_000) });
      await response.arrayBuffer();
      if (response.status === 200) return path;
      if (response.status !== 404) return null;
    } catch {
      return null;
    }
  }
  return null;
}

async function waitUntilReady(origin: string, started: Started): Promise<string> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (hasExited(started.child)) {
      throw new Error(
        `L'API s'est arrêtée avant d'être prête (code ${started.child.exitCode ?? started.child.signalCode}).\n` +
          started.lastLines.join('\n'),
      );
    }
    if (Date.now() > deadline) {
      throw new Error(
        `L'API n'est pas prête après ${START_TIMEOUT_MS / 1000} s.\n${started.lastLines.join('\n')}`,
      );
    }
    const path = await probe(origin);
    if (path) return path;
    await sleep(POLL_INTERVAL_MS);
  }
}

/** Inodes of the sockets listening on `port` (IPv4 and IPv6), from /proc/net/tcp*. */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is HEXIP:HEXPORT; state 0A is LISTEN; the inode is the tenth field.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A' && fields[9]) {
        inodes.add(fields[9]);
      }
    }
  }
  return inodes;
}

/** The process holding the listening socket: the server itself, whatever launched it. */
function findListeningPid(port: number): number | null {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return null;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // Another user's process, or gone.
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${entry}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return Number(entry);
      } catch {
        // Closed meanwhile.
      }
    }
  }
  return null;
}

export async function startApi(settings: VolumeSettings): Promise<RunningApi> {
  const port = await findFreePort();
  const origin = `http://${HOST}:${port}`;
  mkdirSync(settings.dataDir, { recursive: true });
  const started = spawnGroup('npm', ['start'], {
    cwd: REPOSITORY_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: settings.databaseUrl,
      DATA_DIR: settings.dataDir,
      PORT: String(port),
      HOST,
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      // One address sends every request of the bench: the per-address limit would answer 429.
      RATE_LIMIT_MAX: '100000000',
      // The volume database is the seed's: the demo accounts are not added to it.
      SEED_DEMO: 'false',
    },
  });
  const startedAt = performance.now();
  try {
    const readinessPath = await waitUntilReady(origin, started);
    const secondsToReady = (performance.now() - startedAt) / 1000;
    const serverPid = findListeningPid(port);
    if (serverPid === null) {
      throw new Error(`Aucun processus trouvé à l'écoute du port ${port} (lecture de /proc).`);
    }
    return {
      origin,
      serverPid,
      secondsToReady,
      readinessPath,
      readyRssMiB: readRssMiB(serverPid),
      stop: () => stopGroup(started.child),
    };
  } catch (error) {
    await stopGroup(started.child);
    throw error;
  }
}
