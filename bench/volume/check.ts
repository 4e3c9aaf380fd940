// Each target is called once per variant before it is loaded: a variant must answer 200, and
// with something (an empty list would answer faster than real work and flatter the figures).
import type { RequestSpec } from './load.ts';
import type { ReadTarget } from './targets.ts';

export interface CallResult {
  status: number;
  /** Milliseconds from the send to the end of the body, alone on the API (no other load). */
  ms: number;
  /** The value under the envelope key (`data` or `datas`), or the whole body. */
  payload: unknown;
  text: string;
}

export async function call(origin: string, spec: RequestSpec): Promise<CallResult> {
  const headers: Record<string, string> = { authorization: `Bearer ${spec.token}` };
  if (spec.body !== undefined) headers['content-type'] = 'application/json';
  const sentAt = performance.now();
  const response = await fetch(`${origin}${spec.path}`, {
    method: spec.method,
    headers,
    ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
  });
  const text = await response.text();
  const ms = performance.now() - sentAt;
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text for the message.
  }
  const envelope = body as { data?: unknown; datas?: unknown } | null;
  const payload =
    envelope && typeof envelope === 'object' ? (envelope.data ?? envelope.datas ?? null) : null;
  return { status: response.status, ms, payload, text };
}

/** An array with items, a page with items, or any other non-null value. */
export function hasContent(payload: unknown): boolean {
  if (payload === null || payload === undefined) return false;
  if (Array.isArray(payload)) return payload.length > 0;
  if (typeof payload === 'object' && 'items' in payload) {
    return Array.isArray(payload.items) && payload.items.length > 0;
  }
  return true;
}

export interface CheckedRead {
  target: ReadTarget;
  /** The variants that answered 200 with content (all of them when empty is normal). */
  kept: RequestSpec[];
  empty: number;
  /** Median time of one call alone, over the variants. */
  unloadedMs: number;
  /** The first answer that was not 200: the target is then not loaded (its figures would not be valid). */
  failure: string | null;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : Number.NaN;
}

/** Calls every variant once, and stops at the first answer that is not 200. */
export async function checkRead(origin: string, target: ReadTarget): Promise<CheckedRead> {
  const kept: RequestSpec[] = [];
  let empty = 0;
  const times: number[] = [];
  for (const spec of target.variants) {
    let result = await call(origin, spec);
    if (result.status === 503) {
      // Once more after a pause: on a shared machine a lone check can meet a busy database; a
      // target that fails again is not loaded. The load itself is never retried.
      console.log(
        `  ${target.name} : 503 en ${Math.round(result.ms)} ms à la vérification, nouvel essai`,
      );
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      result = await call(origin, spec);
    }
    times.push(result.ms);
    if (result.status !== 200) {
      const failure = `${spec.method} ${spec.path} répond ${result.status} en ${Math.round(result.ms)} ms ${result.text.slice(0, 300)}`;
      return { target, kept, empty, unloadedMs: median(times), failure };
    }
    if (hasContent(result.payload) || target.emptyIsNormal) kept.push(spec);
    else empty++;
  }
  return { target, kept, empty, unloadedMs: median(times), failure: null };
}
