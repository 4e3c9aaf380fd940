// API benchmark (issues 2 and 14). Run from the repository root: `npm run bench:api`.
// Reports figures; it never fails on a goal, only when a measurement is not valid.
// See README.md beside this file for what each figure means.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { findFreePort, HOST } from './lib/free-port.ts';
import { onInterrupt } from './lib/interrupt.ts';
import { groupCpuSeconds } from './lib/process-cpu.ts';
import { killAllGroupsNow, spawnGroup, stopAllGroups } from './lib/process-groups.ts';
import { writeResultsFile } from './lib/results-file.ts';
import {
  answers200,
  startProduct,
  waitUntilReady,
  type RunningProduct,
} from './lib/start-product.ts';

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));

const CONNECTIONS = 10;
const DURATION_S = readDurationSeconds();
const WARMUP_S = Math.min(2, DURATION_S);

const DEMO_CLIENT = { email: 'client@demo.fr', password: 'Demo1234!' };

const GOALS = {
  /** A restart on an existing data directory, builds up to date (issue 14). */
  restartSeconds: 5,
  /** The first start on an empty data directory with the demo agency, builds up to date (issue 24). */
  firstStartSeconds: 10,
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

/** A fresh, empty database for the product (created by main), removed at the end. */
let dataDir: string | undefined;

async function cleanUp(): Promise<void> {
  await stopAllGroups();
  if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
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
async function startMeasured(
  port: number,
  dataDir: string,
): Promise<{ product: RunningProduct; measure: StartMeasure }> {
  const builds: string[] = [];
  const product = await startProduct({
    port,
    dataDir,
    env: { RATE_LIMIT_MAX: '1000000' },
    onStdoutLine: (line) => {
      if (/^(Builds? |Un autre build)/.test(line)) builds.push(line.trim());
    },
  });
  const pid = product.started.child.pid;
  const cpuSeconds = pid === undefined ? null : groupCpuSeconds(pid);
  return { product, measure: { secondsToReady: product.secondsToReady, cpuSeconds, builds } };
}

function describeStart(label: string, measure: StartMeasure): string {
  const cpu =
    measure.cpuSeconds === null ? '' : ` (CPU consommé : ${formatNumber(measure.cpuSeconds, 2)} s)`;
  return `${label} jusqu'à /api/health/ready = 200 : ${formatNumber(measure.secondsToReady, 2)} s${cpu}`;
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

async function main(): Promise<void> {
  try {
    const apiPort = await findFreePort();
    const helloPort = await findFreePort();
    const apiOrigin = `http://${HOST}:${apiPort}`;
    const helloOrigin = `http://${HOST}:${helloPort}`;
    dataDir = mkdtempSync(join(tmpdir(), 'maisonnee-bench-'));

    // (a) `npm start` twice: on a fresh data directory (migrations, demo seed; the builds are
    // rebuilt only if the sources changed), then again on the same directory, as after a deploy.
    console.log(`npm start sur le port ${apiPort}, données dans ${dataDir}`);
    const first = await startMeasured(apiPort, dataDir);
    // The goal is the product's own start (migrations, the demo agency): a build that ran is
    // not part of it, and then no verdict is given.
    const built = first.measure.builds.some((line) => !line.startsWith('Builds à jour'));
    console.log(
      `${describeStart('Premier démarrage (DATA_DIR vide)', first.measure)} — objectif < ` +
        `${GOALS.firstStartSeconds} s, builds à jour : ` +
        (built
          ? 'sans verdict (un build a tourné)'
          : verdict(first.measure.secondsToReady < GOALS.firstStartSeconds)),
    );
    for (const line of first.measure.builds) console.log(`  ${line}`);
    await first.product.stop();
    const second = await startMeasured(apiPort, dataDir);
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
      { cwd: BENCH_DIR, env: { ...process.env, PORT: String(helloPort), HOST } },
    );
    await waitUntilReady(helloOrigin, hello, 'hello-world', answers200('/'));

    // (c) One target at a time, each checked once before it is loaded.
    const token = await signInDemoClient(apiOrigin);
    const apiPgid = second.product.started.child.pid;
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

    const resultsFile = writeResultsFile('api', {
      settings: { connections: CONNECTIONS, warmupSeconds: WARMUP_S, durationSeconds: DURATION_S },
      start: { first: first.measure, restart: second.measure, goalSeconds: GOALS.restartSeconds },
      measures,
      ratios,
      goals: GOALS,
      valid: invalid.length === 0,
    });
    console.log(`\nRésultats écrits dans ${resultsFile}`);

    if (invalid.length > 0) process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

// Ctrl-C or a kill of this script still stops the servers it started (with --volume too).
onInterrupt(cleanUp);
// Last resort if the script dies some other way: nothing may keep the ports busy.
process.once('exit', killAllGroupsNow);

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
