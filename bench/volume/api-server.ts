// The API started as a user does (`npm start`: compiled JavaScript, built when stale), on the
// volume database, and the process whose memory is measured.
import { mkdirSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { startProduct } from '../lib/start-product.ts';
import { readRssMiB } from './memory.ts';
import type { VolumeSettings } from './settings.ts';

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
  mkdirSync(settings.dataDir, { recursive: true });
  const product = await startProduct({
    dataDir: settings.dataDir,
    env: {
      DATABASE_URL: settings.databaseUrl,
      // One address sends every request of the bench: the per-address limit would answer 429.
      RATE_LIMIT_MAX: '100000000',
      // The volume database is the seed's: the demo accounts are not added to it.
      SEED_DEMO: 'false',
    },
  });
  try {
    const serverPid = findListeningPid(product.port);
    if (serverPid === null) {
      throw new Error(
        `Aucun processus trouvé à l'écoute du port ${product.port} (lecture de /proc).`,
      );
    }
    return {
      origin: product.origin,
      serverPid,
      secondsToReady: product.secondsToReady,
      readinessPath: product.readinessPath,
      readyRssMiB: readRssMiB(serverPid),
      stop: product.stop,
    };
  } catch (error) {
    await product.stop();
    throw error;
  }
}
