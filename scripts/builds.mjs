// The two builds `npm start` needs (the web app and the API bundle), each rebuilt only when its
// inputs changed since the last build. Plain JavaScript: it runs before anything is compiled.
// docs/health.md ("Démarrage en production") describes the whole start.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STAMP = '.build-stamp.json';
const LOCK = join(ROOT, 'node_modules', '.cache', 'maisonnee-build.lock');
/** A build that holds the lock longer than this is considered dead (its process was killed). */
const LOCK_STALE_MS = 10 * 60 * 1000;
/** Test files are not part of either build: editing one does not rebuild. */
const IGNORED_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const IGNORED_DIR = new Set(['node_modules', 'dist', '.vite', 'coverage']);

const workspacePackages = () =>
  readdirSync(join(ROOT, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `packages/${entry.name}/src`);

/** What each build reads; environment variables are not inputs (the API injects them at serve time). */
export const TARGETS = {
  web: {
    label: "l'application web",
    dist: 'apps/web/dist',
    inputs: () => [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/scripts',
      'apps/web/package.json',
      ...workspacePackages(),
      'package-lock.json',
    ],
    build: buildWeb,
  },
  api: {
    label: "l'API",
    dist: 'apps/api/dist',
    inputs: () => [
      'apps/api/src',
      'apps/api/package.json',
      ...workspacePackages(),
      'package-lock.json',
    ],
    build: buildApi,
  },
};

/** Paths, sizes and modification times of every input file, hashed (a few ms, nothing is read). */
export function fingerprint(inputs) {
  const lines = [];
  const visit = (path) => {
    let stats;
    try {
      stats = statSync(join(ROOT, path));
    } catch {
      lines.push(`${path} absent`);
      return;
    }
    if (stats.isDirectory()) {
      const entries = readdirSync(join(ROOT, path), { withFileTypes: true });
      for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
        if (entry.isDirectory() ? IGNORED_DIR.has(entry.name) : IGNORED_FILE.test(entry.name)) {
          continue;
        }
        visit(`${path}/${entry.name}`);
      }
    } else {
      lines.push(`${path} ${stats.size} ${stats.mtimeMs}`);
    }
  };
  for (const input of inputs) visit(input);
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

function readStamp(dist) {
  try {
    return JSON.parse(readFileSync(join(ROOT, dist, STAMP), 'utf8'));
  } catch {
    return null;
  }
}

/** Why `name` must be rebuilt, in French, or null when its dist matches its inputs. */
export function staleReason(name) {
  const target = TARGETS[name];
  const stamp = readStamp(target.dist);
  if (stamp === null) {
    let hasDist = true;
    try {
      statSync(join(ROOT, target.dist));
    } catch {
      hasDist = false;
    }
    return hasDist ? `${target.dist} n'a pas d'empreinte de build` : `${target.dist} n'existe pas`;
  }
  if (stamp.fingerprint !== fingerprint(target.inputs())) return 'ses sources ont changé';
  return null;
}

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} a échoué (${signal ?? `code ${code}`})`)),
    );
  });
}

async function buildWeb() {
  await run('npm', ['run', 'build', '-w', '@maisonnee/web'], ROOT);
}

/**
 * src/server.ts and everything it imports in one ESM file for Node 20. The workspace packages
 * (@maisonnee/*) export TypeScript sources: they are bundled. Every other dependency of
 * apps/api stays an import of node_modules (native modules, assets read from their own folders).
 */
async function buildApi() {
  const { build } = await import('esbuild');
  const manifest = JSON.parse(readFileSync(join(ROOT, 'apps/api/package.json'), 'utf8'));
  const external = Object.keys(manifest.dependencies ?? {}).filter(
    (name) => !name.startsWith('@maisonnee/'),
  );
  const outdir = join(ROOT, 'apps/api/dist');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [join(ROOT, 'apps/api/src/server.ts')],
    outdir,
    bundle: true,
    // Code splitting keeps Node's own order of module evaluation: without it, esbuild turns the
    // modules behind a dynamic import() into lazy initialisers, and an import cycle among them
    // then reads a constant before it is defined (MAP_POSITIONS_MAX at start-up).
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    external,
    logLevel: 'warning',
  });
}

/** One build at a time across processes (two `npm start` in the same tree share the dists). */
async function withLock(task) {
  mkdirSync(dirname(LOCK), { recursive: true });
  let announced = false;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let age = 0;
      try {
        age = Date.now() - statSync(LOCK).mtimeMs;
      } catch {
        continue;
      }
      if (age > LOCK_STALE_MS) {
        rmSync(LOCK, { recursive: true, force: true });
        continue;
      }
      if (!announced) console.log('Un autre build est en cours : attente de sa fin…');
      announced = true;
      await sleep(200);
    }
  }
  try {
    return await task();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

async function buildOne(name, reason) {
  const target = TARGETS[name];
  console.log(`Build de ${target.label} (${target.dist}) : ${reason}…`);
  const startedAt = performance.now();
  // Taken before building: a file edited during the build makes the next start rebuild.
  const print = fingerprint(target.inputs());
  await target.build();
  writeFileSync(
    join(ROOT, target.dist, STAMP),
    `${JSON.stringify({ fingerprint: print, builtAt: new Date().toISOString() })}\n`,
  );
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1).replace('.', ',');
  console.log(`Build de ${target.label} terminé en ${seconds} s.`);
}

/**
 * Builds each named target whose dist is missing or older than its inputs (`force`: every one),
 * and says in French what it rebuilt and why, or that everything is up to date.
 */
export async function ensureBuilt(names, { force = false } = {}) {
  const reasons = () =>
    names
      .map((name) => [name, force ? 'build demandé' : staleReason(name)])
      .filter(([, reason]) => reason !== null);
  if (reasons().length === 0) {
    console.log(
      `Builds à jour (${names.map((name) => relative(ROOT, join(ROOT, TARGETS[name].dist))).join(', ')}) : rien à reconstruire.`,
    );
    return;
  }
  await withLock(async () => {
    // Checked again under the lock: another process may have just built the same sources.
    const stale = reasons();
    if (stale.length === 0) console.log("Builds à jour : l'autre build a fait le travail.");
    for (const [name, reason] of stale) await buildOne(name, reason);
  });
}
