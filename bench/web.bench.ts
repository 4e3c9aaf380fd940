// Web measurements (issue 3, "Measure"). Run from the repository root: `npm run bench:web`.
// Reports figures; it never fails on a goal, only when a measurement cannot be made.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';

const REPOSITORY_ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB_DIR = join(REPOSITORY_ROOT, 'apps/web');
const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const LOGIN_ROUTE_MODULE = 'src/features/auth/pages/login-page.tsx';
const GOALS = { loginJsGzipKB: 170, performance: 90, accessibility: 95 } as const;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/** Builds the app with a manifest into a temporary directory (the served dist is left alone). */
function build(outDir: string): Manifest {
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--manifest', 'manifest.json', '--outDir', outDir, '--emptyOutDir'],
    { cwd: WEB_DIR, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(`La construction de l'application a échoué :\n${result.stderr}`);
  }
  return JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8')) as Manifest;
}

/** Every chunk a key loads statically (itself and its static imports, recursively). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Module absent du manifeste : ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function measureBundles(outDir: string, manifest: Manifest) {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('Pas de point d’entrée dans le manifeste.');
  const loginKeys = staticClosure(manifest, LOGIN_ROUTE_MODULE, staticClosure(manifest, entry));
  const loginFiles = [...new Set([...loginKeys].map((key) => manifest[key]!.file))];
  const loginCss = [...new Set([...loginKeys].flatMap((key) => manifest[key]!.css ?? []))];
  const loginJs = loginFiles.reduce((sum, file) => sum + gzipSize(join(outDir, file)), 0);
  const loginCssBytes = loginCss.reduce((sum, file) => sum + gzipSize(join(outDir, file)), 0);

  const assets = join(outDir, 'assets');
  const allJs = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const appJs = allJs.reduce((sum, file) => sum + gzipSize(join(assets, file)), 0);
  const serviceWorker = ['sw.js', ...readdirSync(outDir).filter((f) => /^workbox-.*\.js$/.test(f))]
    .filter((file) => existsSync(join(outDir, file)))
    .reduce((sum, file) => sum + gzipSize(join(outDir, file)), 0);
  return {
    loginRoute: { jsGzipKB: kb(loginJs), cssGzipKB: kb(loginCssBytes), files: loginFiles.length },
    wholeApp: { jsGzipKB: kb(appJs), files: allJs.length },
    serviceWorkerGzipKB: kb(serviceWorker),
  };
}

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

/** Lighthouse mobile scores of /auth/login served by `npm start`, when lighthouse is installed. */
async function lighthouseScores(): Promise<
  { performance: number; accessibility: number } | { skipped: string }
> {
  try {
    createRequire(import.meta.url).resolve('lighthouse/package.json');
  } catch {
    return { skipped: 'lighthouse non installé' };
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'maisonnee-bench-web-'));
  const server = spawn('npm', ['start'], {
    cwd: REPOSITORY_ROOT,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
    },
  });
  try {
    const deadline = Date.now() + 180_000;
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error('Le serveur ne répond pas.');
      await sleep(200);
    }
    const run = spawnSync(
      'npx',
      [
        '--no-install',
        'lighthouse',
        `http://127.0.0.1:${port}/auth/login`,
        '--form-factor=mobile',
        '--only-categories=performance,accessibility',
        '--output=json',
        '--quiet',
        '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
      ],
      {
        cwd: REPOSITORY_ROOT,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      },
    );
    if (run.status !== 0) throw new Error(`lighthouse a échoué :\n${run.stderr}`);
    const report = JSON.parse(run.stdout) as {
      categories: Record<'performance' | 'accessibility', { score: number }>;
    };
    return {
      performance: Math.round(report.categories.performance.score * 100),
      accessibility: Math.round(report.categories.accessibility.score * 100),
    };
  } finally {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already stopped.
    }
    await sleep(1_000);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'maisonnee-bench-web-dist-'));
  try {
    console.log('Construction de l’application web…');
    const bundles = measureBundles(outDir, build(outDir));
    console.log(
      `JS chargé pour /auth/login : ${bundles.loginRoute.jsGzipKB} Ko gzip en ${bundles.loginRoute.files} fichiers (objectif ≤ ${GOALS.loginJsGzipKB} Ko) ; CSS ${bundles.loginRoute.cssGzipKB} Ko gzip`,
    );
    console.log(
      `JS de toute l’application : ${bundles.wholeApp.jsGzipKB} Ko gzip en ${bundles.wholeApp.files} fichiers ; service worker ${bundles.serviceWorkerGzipKB} Ko gzip`,
    );
    const lighthouse = await lighthouseScores();
    if ('skipped' in lighthouse) console.log(`Lighthouse mobile : ${lighthouse.skipped}`);
    else {
      console.log(
        `Lighthouse mobile /auth/login : performance ${lighthouse.performance} (objectif ≥ ${GOALS.performance}), accessibilité ${lighthouse.accessibility} (objectif ≥ ${GOALS.accessibility})`,
      );
    }
    const date = new Date().toISOString().replace(/[:.]/g, '-');
    const resultsDir = join(BENCH_DIR, 'results');
    mkdirSync(resultsDir, { recursive: true });
    const file = join(resultsDir, `web-${date}.json`);
    writeFileSync(
      file,
      `${JSON.stringify({ date, goals: GOALS, bundles, lighthouse }, null, 2)}\n`,
    );
    console.log(`\nRésultats écrits dans ${file}`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
