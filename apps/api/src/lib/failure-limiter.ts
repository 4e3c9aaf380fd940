import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Counts failures (wrong password, wrong code, mails asked) per key over a sliding window. A key is
 * blocked once it reaches its bound (`max` unless the caller names another one).
 *
 * The auth service keys failures three ways: `pair:<email>|<address>` (one address on one account:
 * blocked at AUTH_FAILURES_MAX), `ip:<address>` (one address, all accounts: blocked at
 * AUTH_ADDRESS_FAILURES_MAX) and `account:<email>` (every address on one account: never blocked,
 * only slowed down, so that strangers cannot lock the owner out; see `slowDownMs`).
 *
 * Two implementations: `FailureLimiter` counts in this process's memory (one API process, or no
 * REDIS_URL); `RedisFailureCounter` shares the counts between every API process through Redis and
 * falls back to its own memory for a call Redis does not answer (docs/realtime.md).
 */
export interface FailureCounter {
  /** Seconds until `key` may try again, or 0 when it is not blocked. */
  retryAfterSeconds(key: string, max?: number): Promise<number>;
  /** Failures of `key` within the window. */
  count(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** The wait, in whole seconds (at least 1), until the failure at `oldestCounted` leaves the window. */
function secondsUntilOutOfWindow(oldestCounted: number, windowMs: number, now: number): number {
  return Math.max(1, Math.ceil((oldestCounted + windowMs - now) / 1000));
}

/** The failure counter in this process's memory. */
export class FailureLimiter implements FailureCounter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async retryAfterSeconds(key: string, max = this.max): Promise<number> {
    return this.retryAfterSecondsNow(key, max);
  }

  async count(key: string): Promise<number> {
    return this.countNow(key);
  }

  async recordFailure(key: string): Promise<void> {
    this.recordFailureNow(key);
  }

  async reset(key: string): Promise<void> {
    this.resetNow(key);
  }

  /** `retryAfterSeconds` without waiting (the Redis counter's fallback). */
  retryAfterSecondsNow(key: string, max = this.max): number {
    const recent = this.recent(key);
    if (recent.length < max) return 0;
    const oldestCounted = recent[recent.length - max] as number;
    return secondsUntilOutOfWindow(oldestCounted, this.windowMs, this.now());
  }

  /** `recordFailure` without waiting (the Redis counter's fallback). */
  recordFailureNow(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.failures.set(key, recent);
    if (this.failures.size > 100_000) this.prune();
  }

  /** `count` without waiting (the Redis counter's fallback). */
  countNow(key: string): number {
    return this.recent(key).length;
  }

  /** `reset` without waiting (the Redis counter's fallback). */
  resetNow(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.failures.get(key) ?? []).filter((at) => at > since);
  }

  private prune(): void {
    for (const key of this.failures.keys()) {
      if (this.recent(key).length === 0) this.failures.delete(key);
    }
  }
}

/** Logs a warning at most once a minute while Redis fails. */
const WARN_EVERY_MS = 60_000;

export interface RedisFailureCounterOptions {
  redis: Redis;
  /** Prefix of this counter's keys, e.g. `maisonnee:fail:signin:`. */
  keyPrefix: string;
  max: number;
  windowMs: number;
  now?: () => number;
  log?: { warn(object: object, message: string): void };
}

/**
 * The failure counter shared by every API process: one sorted set per key in Redis, each failure a
 * member scored with its time; entries older than the window are dropped when one is added, and
 * the key expires a window after its last failure. A call Redis does not answer (away, slow) is
 * answered by this process's memory instead and a warning is logged: Redis being away never
 * fails a call and never locks anyone out.
 */
export class RedisFailureCounter implements FailureCounter {
  private readonly redis: Redis;
  private readonly keyPrefix: string;
  private readonly max: number;
  private readonly windowMs: number;
  private readonly now: () => number;
  private readonly log: RedisFailureCounterOptions['log'];
  /** Answers the calls Redis did not. */
  readonly fallback: FailureLimiter;
  private lastWarnedAt = Number.NEGATIVE_INFINITY;

  constructor(options: RedisFailureCounterOptions) {
    this.redis = options.redis;
    this.keyPrefix = options.keyPrefix;
    this.max = options.max;
    this.windowMs = options.windowMs;
    this.now = options.now ?? Date.now;
    this.log = options.log;
    this.fallback = new FailureLimiter(options.max, options.windowMs, this.now);
  }

  async retryAfterSeconds(key: string, max = this.max): Promise<number> {
    const now = this.now();
    try {
      // The max-th most recent failure within the window: the one that must leave it.
      const found = await this.redis.zrevrangebyscore(
        this.redisKey(key),
        '+inf',
        `(${now - this.windowMs}`,
        'WITHSCORES',
        'LIMIT',
        max - 1,
        1,
      );
      if (found.length < 2) return 0;
      return secondsUntilOutOfWindow(Number(found[1]), this.windowMs, now);
    } catch (error) {
      this.warn(error);
      return this.fallback.retryAfterSecondsNow(key, max);
    }
  }

  async count(key: string): Promise<number> {
    const now = this.now();
    try {
      return await this.redis.zcount(this.redisKey(key), `(${now - this.windowMs}`, '+inf');
    } catch (error) {
      this.warn(error);
      return this.fallback.countNow(key);
    }
  }

  async recordFailure(key: string): Promise<void> {
    const now = this.now();
    const redisKey = this.redisKey(key);
    // Unique member: two failures in the same millisecond both count.
    const member = `${now}-${randomBytes(6).toString('hex')}`;
    try {
      const results = await this.redis
        .multi()
        .zremrangebyscore(redisKey, '-inf', now - this.windowMs)
        .zadd(redisKey, now, member)
        .pexpire(redisKey, this.windowMs)
        .exec();
      const failed = results?.find(([error]) => error !== null)?.[0];
      if (!results || failed) throw failed ?? new Error('MULTI discarded');
    } catch (error) {
      this.warn(error);
      this.fallback.recordFailureNow(key);
    }
  }

  async reset(key: string): Promise<void> {
    // Forgotten in both places: a failure counted in memory while Redis was away goes too.
    this.fallback.resetNow(key);
    try {
      await this.redis.del(this.redisKey(key));
    } catch (error) {
      this.warn(error);
    }
  }

  private redisKey(key: string): string {
    return `${this.keyPrefix}${key}`;
  }

  private warn(error: unknown): void {
    const at = Date.now();
    if (at - this.lastWarnedAt < WARN_EVERY_MS) return;
    this.lastWarnedAt = at;
    this.log?.warn(
      { err: error instanceof Error ? error.message : String(error), keyPrefix: this.keyPrefix },
      'Redis failure counter unavailable: counting in memory',
    );
  }
}

/**
 * The counter the configuration asks for: shared through Redis when a client is given, in memory
 * otherwise.
 */
export function createFailureCounter(options: {
  redis: Redis | undefined;
  keyPrefix: string;
  max: number;
  windowMs: number;
  now?: () => number;
  log?: RedisFailureCounterOptions['log'];
}): FailureCounter {
  const { redis, ...rest } = options;
  if (!redis) return new FailureLimiter(rest.max, rest.windowMs, rest.now);
  return new RedisFailureCounter({ redis, ...rest });
}

/** Longest wait added to one attempt on an account under attack. */
export const MAX_SLOW_DOWN_MS = 3000;

/**
 * The wait before checking an attempt on an account that failed `failures` times (all addresses
 * together): none below `threshold`, then 250 ms doubling with each further failure, at most
 * MAX_SLOW_DOWN_MS. The owner still gets in, a little later; an attack spread over many addresses
 * is slowed without anyone being locked out.
 */
export function slowDownMs(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(MAX_SLOW_DOWN_MS, 250 * 2 ** Math.min(failures - threshold, 10));
}
