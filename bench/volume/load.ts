// One target under load: 50 requests in flight at all times (each of 50 workers sends its next
// request as soon as the previous one is answered), a warm-up not counted, then the measured
// run. Every request is built just before it is sent, so that it rotates over accounts and ids
// or takes the next prepared item of a write; each response's own time is kept.
import { Pool } from 'undici';
import { CONNECTIONS } from './settings.ts';
import type { RssSampler } from './memory.ts';

export interface RequestSpec {
  method: 'GET' | 'POST';
  /** Path with its query string, ids already filled in (and encrypted where the contract says). */
  path: string;
  token: string;
  body?: unknown;
}

export interface Target {
  name: string;
  /** The contract's endpoint names the web screen calls, for the report. */
  calls: string[];
  kind: 'lecture' | 'écriture';
  /** The next request to send; null when a write has used every prepared item. */
  next: () => RequestSpec | null;
  /** How many distinct requests it rotates over (accounts × ids), or prepared items of a write. */
  variety: number;
  /** Time of one request alone before the load (median of the checks), for comparison. */
  unloadedMs?: number;
  /** Requests in flight at once; CONNECTIONS when not said. */
  connections?: number;
  /** Its own p99 goal (ms); the goal of its kind when not said. */
  goalP99Ms?: number;
}

export interface Measure {
  name: string;
  kind: Target['kind'];
  calls: string[];
  variety: number;
  unloadedMs: number;
  connections: number;
  goalP99Ms?: number;
  seconds: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  responses: number;
  non2xx: number;
  /** Requests without an answer (connection refused or reset, or no answer in 30 s). */
  errors: number;
  statusCodes: Record<string, number>;
  /** A few answers that were not 2xx, or errors, to say why. */
  failures: string[];
  warmupNon2xx: number;
  warmupErrors: number;
  rssMaxMiB: number;
  /** True when a write used up its prepared items before the end of the measure. */
  ranOut: boolean;
}

/** A request slower than this counts as an error, never as a fast answer. */
const REQUEST_TIMEOUT_MS = 30_000;

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

interface RunResult {
  latencies: number[];
  statusCodes: Map<number, number>;
  non2xx: number;
  errors: number;
  failures: string[];
  ranOut: boolean;
  seconds: number;
}

async function run(
  pool: Pool,
  target: Target,
  seconds: number,
  connections: number,
): Promise<RunResult> {
  const out: RunResult = {
    latencies: [],
    statusCodes: new Map(),
    non2xx: 0,
    errors: 0,
    failures: [],
    ranOut: false,
    seconds: 0,
  };
  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1000;

  async function worker(): Promise<void> {
    while (performance.now() < deadline) {
      const spec = target.next();
      if (!spec) {
        out.ranOut = true;
        return;
      }
      const headers: Record<string, string> = { authorization: `Bearer ${spec.token}` };
      let body: string | undefined;
      if (spec.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(spec.body);
      }
      const sentAt = performance.now();
      try {
        const response = await pool.request({
          method: spec.method,
          path: spec.path,
          headers,
          body,
          headersTimeout: REQUEST_TIMEOUT_MS,
          bodyTimeout: REQUEST_TIMEOUT_MS,
        });
        const text = await response.body.text();
        out.latencies.push(performance.now() - sentAt);
        const status = response.statusCode;
        out.statusCodes.set(status, (out.statusCodes.get(status) ?? 0) + 1);
        if (status < 200 || status >= 300) {
          out.non2xx++;
          if (out.failures.length < 5)
            out.failures.push(`${status} ${spec.method} ${spec.path} ${text.slice(0, 300)}`);
        }
      } catch (error) {
        out.errors++;
        if (out.failures.length < 5) {
          out.failures.push(
            `${spec.method} ${spec.path} : ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
    }
  }

  await Promise.all(Array.from({ length: connections }, worker));
  out.seconds = (performance.now() - startedAt) / 1000;
  return out;
}

export async function measure(
  origin: string,
  target: Target,
  timing: { warmupSeconds: number; durationSeconds: number },
  rss: RssSampler,
): Promise<Measure> {
  const connections = target.connections ?? CONNECTIONS;
  process.stdout.write(
    `  ${target.name} : échauffement ${timing.warmupSeconds} s, mesure ${timing.durationSeconds} s` +
      `${connections === CONNECTIONS ? '' : ` (${connections} connexions)`}…`,
  );
  const pool = new Pool(origin, { connections, pipelining: 1 });
  try {
    const mark = rss.mark();
    const warmup = await run(pool, target, timing.warmupSeconds, connections);
    // A write that used up its items while warming up is measured on the warm-up itself.
    const measured = warmup.ranOut
      ? warmup
      : await run(pool, target, timing.durationSeconds, connections);
    const sorted = Float64Array.from(measured.latencies).sort();
    process.stdout.write(measured.ranOut ? ' fait (éléments préparés épuisés)\n' : ' fait\n');
    const seconds = Math.min(measured.seconds, timing.durationSeconds);
    return {
      name: target.name,
      kind: target.kind,
      calls: target.calls,
      variety: target.variety,
      unloadedMs: target.unloadedMs ?? Number.NaN,
      connections,
      ...(target.goalP99Ms === undefined ? {} : { goalP99Ms: target.goalP99Ms }),
      seconds,
      requestsPerSecond: measured.latencies.length / Math.max(seconds, 0.001),
      latencyP50Ms: percentile(sorted, 0.5),
      latencyP99Ms: percentile(sorted, 0.99),
      latencyMaxMs: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
      responses: measured.latencies.length,
      non2xx: measured.non2xx,
      errors: measured.errors,
      statusCodes: Object.fromEntries(measured.statusCodes),
      failures:
        warmup === measured
          ? warmup.failures
          : [...warmup.failures, ...measured.failures].slice(0, 5),
      warmupNon2xx: warmup === measured ? 0 : warmup.non2xx,
      warmupErrors: warmup === measured ? 0 : warmup.errors,
      rssMaxMiB: rss.maxSince(mark),
      ranOut: measured.ranOut,
    };
  } finally {
    await pool.close();
  }
}
