// API benchmark (issues 2 and 14). Run from the repository root: `npm run bench:api`.
// Reports figures; it never fails on a goal, only when a measurement is not valid.
// See README.md beside this file for what each figure means.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, freemem, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

const REPOSITORY_ROOT = fileURLToPath(new URL('..', import.meta.url));
const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const HOST = '127.0.0.1';

const CONNECTIONS = 10;
const DURATION_S = readDurationSeconds();
const WARMUP_S = Math.min(2, DURATION_S);
const POLL_INTERVAL_MS = 100;
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;

const DEMO_CLIENT = { email: 'client@demo.fr', password: 'Demo1234!' };

const GOALS = {
  /** A restart on an existing data directory, builds up to date (issue 14). */
  restartSeconds: 5,
  healthToHelloRequests: 0.8,
  authUserToHelloRequests: 0.15,
} as const;

type Target = {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** The process group of the server answering it: its CPU time per request is measured too. */
  pgid?: number;
};

type Measure = {
  name: string;
  url: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  responses: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  warmupNon2xx: number;
  /**
   * Server CPU (user + system) per response, in microseconds: unlike req/s it barely moves when
   * other work shares the machine (10 ms clock ticks, so only meaningful over many requests).
   */
  cpuMicrosPerRequest: number | null;
};

/** Every process group this script started, so that nothing outlives it. */
const processGroups = new Set<ChildProcess>();
/** A fresh, empty database for the product, removed at the end. */
const dataDir = mkdtempSync(join(tmpdir(), 'maisonnee-bench-'));

async function cleanUp(): Promise<void> {
  await stopAllGroups();
  rmSync(dataDir, { recursive: true, force: true });
}

function readDurationSeconds(): number {
  const raw = process.env.BENCH_DURATION;
  if (raw === undefined || raw === '') return 10;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`BENCH_DURATION doit être un nombre de secondes positif (reçu « ${raw} »)`);
  }
  return seconds;
}

async function findFreePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port assigned');
  return address.port;
}

/** Starts a command as the leader of a new process group, keeping the last lines it prints. */
function spawnGroup(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  processGroups.add(child);
  const lastLines: string[] = [];
  const keep = (chunk: Buffer) => {
    lastLines.push(...chunk.toString().split('\n').filter(Boolean));
    lastLines.splice(0, Math.max(0, lastLines.length - 40));
  };
  // Always read both pipes: a full pipe would block the server.
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, lastLines };
}

function isGroupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** SIGTERM to the whole group (npm, its shell, node), then SIGKILL if it lingers. */
async function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  processGroups.delete(child);
  if (pid === undefined) return;
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isGroupAlive(pid) && Date.now() < deadline) await sleep(50);
  if (isGroupAlive(pid)) signalGroup(pid, 'SIGKILL');
}

async function stopAllGroups(): Promise<void> {
  await Promise.all([...processGroups].map(stopGroup));
}

type Started = ReturnType<typeof spawnGroup>;

type StartMeasure = {
  secondsToReady: number;
  /**
   * CPU seconds spent by the started process group (npm, node, finished builds) up to readiness:
   * on a shared or busy machine the wall time grows with the load, this much less.
   */
  cpuSeconds: number | null;
  /** What `npm start` said about the builds: up to date, or which one it rebuilt and why. */
  builds: string[];
};

/** Runs `npm start` on `port` and `dataDir` and times it up to the first 200 of readiness. */
async function startProduct(port: number): Promise<{ started: Started; measure: StartMeasure }> {
  const startedAt = performance.now();
  const started = spawnGroup('npm', ['start'], REPOSITORY_ROOT, {
    ...process.env,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
  });
  const builds: string[] = [];
  started.child.stdout?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (/^(Builds? |Un autre build)/.test(line)) builds.push(line.trim());
    }
  });
  await waitUntilHealthy(`http://${HOST}:${port}/api/health/ready`, started, 'npm start');
  const secondsToReady = (performance.now() - startedAt) / 1000;
  const cpuSeconds = started.child.pid === undefined ? null : groupCpuSeconds(started.child.pid);
  return { started, measure: { secondsToReady, cpuSeconds, builds } };
}

/**
 * User + system CPU of every process of group `pgid`, with their finished children (Linux
 * /proc; null elsewhere).
 */
function groupCpuSeconds(pgid: number): number | null {
  const ticksPerSecond = 100; // USER_HZ on Linux
  let ticks = 0;
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // the process ended meanwhile
      }
      // Fields after the command name (which may hold spaces): state ppid pgrp … utime(14) …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    }
  } catch {
    return null;
  }
  return ticks / ticksPerSecond;
}

function describeStart(label: string, measure: StartMeasure): string {
  const cpu =
    measure.cpuSeconds === null ? '' : ` (CPU consommé : ${formatNumber(measure.cpuSeconds, 2)} s)`;
  return `${label} jusqu'à /api/health/ready = 200 : ${formatNumber(measure.secondsToReady, 2)} s${cpu}`;
}

/** Polls `url` every 100 ms until it answers 200; fails early if the process exits. */
async function waitUntilHealthy(
  url: string,
  started: { child: ChildProcess; lastLines: string[] },
  label: string,
): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (started.child.exitCode !== null || started.child.signalCode !== null) {
      throw new Error(
        `${label} s'est arrêté avant d'être prêt (code ${started.child.exitCode ?? started.child.signalCode}).\n` +
          started.lastLines.join('\n'),
      );
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${label} n'a pas répondu 200 sur ${url} en ${START_TIMEOUT_MS / 1000} s.\n` +
          started.lastLines.join('\n'),
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(POLL_INTERVAL_MS);
  }
}

async function signInDemoClient(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/signin-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CLIENT),
  });
  const body = (await response.json().catch(() => null)) as {
    data?: { access_token?: unknown };
  } | null;
  const token = body?.data?.access_token;
  if (!response.ok || typeof token !== 'string') {
    throw new Error(
      `Connexion de ${DEMO_CLIENT.email} impossible : HTTP ${response.status} ${JSON.stringify(body)}`,
    );
  }
  return token;
}

async function expectStatus200(target: Target): Promise<void> {
  const response = await fetch(target.url, { headers: target.headers ?? {} });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(`${target.name} : ${target.url} répond ${response.status} ${text}`);
  }
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

async function measure(target: Target): Promise<Measure> {
  const options = { url: target.url, connections: CONNECTIONS, headers: target.headers ?? {} };
  process.stdout.write(`  ${target.name} : échauffement ${WARMUP_S} s, mesure ${DURATION_S} s…`);
  const warmup = await autocannon({ ...options, duration: WARMUP_S });

  // autocannon's own latency histogram counts whole milliseconds, so a sub-millisecond API
  // would show p99 = 0. Each response's time is kept here instead, to the microsecond.
  const latencies: number[] = [];
  const cpuBefore = target.pgid === undefined ? null : groupCpuSeconds(target.pgid);
  const run = autocannon({ ...options, duration: DURATION_S });
  run.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
  });
  const result = await run;
  const cpuAfter = target.pgid === undefined ? null : groupCpuSeconds(target.pgid);
  const cpuMicrosPerRequest =
    cpuBefore === null || cpuAfter === null || result.requests.total === 0
      ? null
      : ((cpuAfter - cpuBefore) * 1e6) / result.requests.total;
  const sorted = Float64Array.from(latencies).sort();
  process.stdout.write(' fait\n');
  return {
    name: target.name,
    url: target.url,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: percentile(sorted, 0.5),
    latencyP99Ms: percentile(sorted, 0.99),
    responses: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
    ),
    warmupNon2xx: warmup.non2xx + warmup.errors,
    cpuMicrosPerRequest,
  };
}

function isValid(m: Measure): boolean {
  return m.responses > 0 && m.non2xx === 0 && m.errors === 0 && m.timeouts === 0;
}

function formatNumber(value: number, digits = 0): string {
  return value.toLocaleString('fr-FR', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

function printTable(measures: Measure[]): void {
  const header = [
    'cible',
    'req/s',
    'p50 ms',
    'p99 ms',
    'µs CPU/req',
    'réponses',
    'non-2xx',
    'erreurs',
  ];
  const rows = measures.map((m) => [
    m.name,
    formatNumber(m.requestsPerSecond),
    formatNumber(m.latencyP50Ms, 3),
    formatNumber(m.latencyP99Ms, 3),
    m.cpuMicrosPerRequest === null ? '—' : formatNumber(m.cpuMicrosPerRequest, 1),
    formatNumber(m.responses),
    formatNumber(m.non2xx),
    formatNumber(m.errors + m.timeouts),
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

function verdict(isMet: boolean): string {
  return isMet ? 'atteint' : 'NON atteint';
}

function printRatio(
  name: string,
  requestsRatio: number,
  goal: number | null,
  p99Ratio: number,
  cpuRatio: number | null,
): void {
  const target =
    goal === null
      ? ' (sans objectif : un ping de la base partagé par seconde)'
      : ` (objectif ≥ ${formatNumber(goal, 2)} : ${verdict(requestsRatio >= goal)})`;
  console.log(
    `  ${name.padEnd(21)}  req/s ×${formatNumber(requestsRatio, 2)}${target}` +
      `  p99 ×${formatNumber(p99Ratio, 2)}` +
      (cpuRatio === null
        ? ''
        : `  CPU/req de hello-world ÷ la sienne ×${formatNumber(cpuRatio, 2)}`),
  );
}

/** hello-world's CPU per request divided by `m`'s: what req/s would be on an idle machine. */
function cpuRatio(hello: Measure, m: Measure): number | null {
  if (hello.cpuMicrosPerRequest === null || !m.cpuMicrosPerRequest) return null;
  return hello.cpuMicrosPerRequest / m.cpuMicrosPerRequest;
}

function gitCommit(): string | null {
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPOSITORY_ROOT });
  return result.status === 0 ? result.stdout.toString().trim() : null;
}

async function main(): Promise<void> {
  try {
    const apiPort = await findFreePort();
    const helloPort = await findFreePort();
    const apiOrigin = `http://${HOST}:${apiPort}`;
    const helloOrigin = `http://${HOST}:${helloPort}`;

    // (a) `npm start` twice: on a fresh data directory (migrations, demo seed; the builds are
    // rebuilt only if the sources changed), then again on the same directory, as after a deploy.
    console.log(`npm start sur le port ${apiPort}, données dans ${dataDir}`);
    const first = await startProduct(apiPort);
    console.log(describeStart('Premier démarrage (DATA_DIR vide)', first.measure));
    for (const line of first.measure.builds) console.log(`  ${line}`);
    await stopGroup(first.started.child);
    const second = await startProduct(apiPort);
    const restartSeconds = second.measure.secondsToReady;
    console.log(
      `${describeStart('Redémarrage (même DATA_DIR)', second.measure)} — objectif < ` +
        `${GOALS.restartSeconds} s : ${verdict(restartSeconds < GOALS.restartSeconds)}`,
    );
    for (const line of second.measure.builds) console.log(`  ${line}`);
    console.log();

    // (b) The reference: a bare Fastify hello-world in its own process.
    const hello = spawnGroup(
      process.execPath,
      ['--import', 'tsx', join(BENCH_DIR, 'hello-world.ts')],
      BENCH_DIR,
      { ...process.env, PORT: String(helloPort), HOST },
    );
    await waitUntilHealthy(`${helloOrigin}/`, hello, 'hello-world');

    // (c) One target at a time, each checked once before it is loaded.
    const token = await signInDemoClient(apiOrigin);
    const apiPgid = second.started.child.pid;
    const targets: Target[] = [
      { name: 'hello-world', url: `${helloOrigin}/`, pgid: hello.child.pid },
      { name: 'GET /api/health', url: `${apiOrigin}/api/health`, pgid: apiPgid },
      { name: 'GET /api/health/ready', url: `${apiOrigin}/api/health/ready`, pgid: apiPgid },
      {
        name: 'GET /api/auth/user',
        url: `${apiOrigin}/api/auth/user`,
        headers: { authorization: `Bearer ${token}` },
        pgid: apiPgid,
      },
    ];
    for (const target of targets) await expectStatus200(target);

    console.log(`autocannon : ${CONNECTIONS} connexions, une cible à la fois`);
    const measures: Measure[] = [];
    for (const target of targets) measures.push(await measure(target));
    console.log();
    printTable(measures);

    const [helloMeasure, healthMeasure, readyMeasure, authUserMeasure] = measures as [
      Measure,
      Measure,
      Measure,
      Measure,
    ];
    const ratios = {
      healthToHelloRequests: healthMeasure.requestsPerSecond / helloMeasure.requestsPerSecond,
      readyToHelloRequests: readyMeasure.requestsPerSecond / helloMeasure.requestsPerSecond,
      authUserToHelloRequests: authUserMeasure.requestsPerSecond / helloMeasure.requestsPerSecond,
      healthToHelloP99: healthMeasure.latencyP99Ms / helloMeasure.latencyP99Ms,
      readyToHelloP99: readyMeasure.latencyP99Ms / helloMeasure.latencyP99Ms,
      authUserToHelloP99: authUserMeasure.latencyP99Ms / helloMeasure.latencyP99Ms,
    };
    console.log('\nRapport à hello-world (req/s : plus haut = mieux ; p99 : plus bas = mieux)');
    printRatio(
      'GET /api/health',
      ratios.healthToHelloRequests,
      GOALS.healthToHelloRequests,
      ratios.healthToHelloP99,
      cpuRatio(helloMeasure, healthMeasure),
    );
    printRatio(
      'GET /api/health/ready',
      ratios.readyToHelloRequests,
      null,
      ratios.readyToHelloP99,
      cpuRatio(helloMeasure, readyMeasure),
    );
    printRatio(
      'GET /api/auth/user',
      ratios.authUserToHelloRequests,
      GOALS.authUserToHelloRequests,
      ratios.authUserToHelloP99,
      cpuRatio(helloMeasure, authUserMeasure),
    );

    const invalid = measures.filter((m) => !isValid(m));
    for (const m of invalid) {
      console.error(
        `\nMesure non valide pour ${m.name} : ${m.non2xx} réponses non-2xx, ` +
          `${m.errors} erreurs, ${m.timeouts} délais dépassés (codes ${JSON.stringify(m.statusCodes)})`,
      );
    }
    for (const m of measures.filter((m) => m.warmupNon2xx > 0)) {
      console.warn(`Avertissement : ${m.warmupNon2xx} échecs pendant l'échauffement de ${m.name}`);
    }

    const date = new Date().toISOString().replace(/:/g, '-').replace(/\..*/, '');
    const resultsDir = join(BENCH_DIR, 'results');
    const resultsFile = join(resultsDir, `api-${date}.json`);
    mkdirSync(resultsDir, { recursive: true });
    const report = {
      date: new Date().toISOString(),
      commit: gitCommit(),
      machine: {
        cpu: cpus()[0]?.model ?? 'inconnu',
        cpuCount: cpus().length,
        totalMemoryMiB: Math.round(totalmem() / 2 ** 20),
        freeMemoryMiB: Math.round(freemem() / 2 ** 20),
        node: process.version,
        platform: `${process.platform} ${process.arch}`,
      },
      settings: { connections: CONNECTIONS, warmupSeconds: WARMUP_S, durationSeconds: DURATION_S },
      start: { first: first.measure, restart: second.measure, goalSeconds: GOALS.restartSeconds },
      measures,
      ratios,
      goals: GOALS,
      valid: invalid.length === 0,
    };
    writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nRésultats écrits dans ${resultsFile}`);

    if (invalid.length > 0) process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

// Ctrl-C or a kill of this script still stops the servers it started.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}
// Last resort if the script dies some other way: nothing may keep the ports busy.
process.once('exit', () => {
  for (const child of processGroups) if (child.pid !== undefined) signalGroup(child.pid, 'SIGKILL');
});

try {
  // `npm run bench:api -- --volume`: the heavy reads and writes on an agency's volume (issue 14).
  if (process.argv.includes('--volume')) {
    const { runVolumeBench } = await import('./api-volume.bench.ts');
    await runVolumeBench();
  } else await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
