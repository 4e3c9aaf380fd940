import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFailureCounter,
  FailureLimiter,
  RedisFailureCounter,
  slowDownMs,
  type FailureCounter,
} from './failure-limiter.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WINDOW = 15 * 60 * 1000;
/** Every key of this run lives under this prefix (deleted at the end; nothing shared is flushed). */
const RUN_PREFIX = `test:${randomUUID()}:`;

function fakeClock(start = 1_800_000_000_000) {
  let current = start;
  return {
    now: () => current,
    advance(ms: number) {
      current += ms;
    },
  };
}

let redis: Redis;
let counterIndex = 0;

beforeAll(async () => {
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
  await redis.connect();
});

afterAll(async () => {
  const keys = await redis.keys(`${RUN_PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

/** A Redis counter on a prefix of its own (several share one when given the same prefix). */
function redisCounter(
  clock: ReturnType<typeof fakeClock>,
  options: { max?: number; keyPrefix?: string } = {},
) {
  counterIndex += 1;
  return new RedisFailureCounter({
    redis,
    keyPrefix: options.keyPrefix ?? `${RUN_PREFIX}c${counterIndex}:`,
    max: options.max ?? 3,
    windowMs: WINDOW,
    now: clock.now,
  });
}

const implementations: [string, (clock: ReturnType<typeof fakeClock>) => FailureCounter][] = [
  ['in memory', (clock) => new FailureLimiter(3, WINDOW, clock.now)],
  ['in Redis', (clock) => redisCounter(clock)],
];

describe.each(implementations)('failure counter %s', (_name, make) => {
  it('blocks a key at its bound until its oldest counted failure leaves the window', async () => {
    const clock = fakeClock();
    const counter = make(clock);
    await counter.recordFailure('pair:a|1');
    clock.advance(60_000);
    await counter.recordFailure('pair:a|1');
    expect(await counter.retryAfterSeconds('pair:a|1')).toBe(0);
    clock.advance(60_000);
    await counter.recordFailure('pair:a|1');
    expect(await counter.count('pair:a|1')).toBe(3);
    // Blocked until the first failure is 15 minutes old: 13 minutes from now.
    expect(await counter.retryAfterSeconds('pair:a|1')).toBe(13 * 60);
    // Another key is not affected.
    expect(await counter.retryAfterSeconds('pair:b|1')).toBe(0);
    expect(await counter.count('pair:b|1')).toBe(0);

    clock.advance(13 * 60 * 1000 - 500);
    expect(await counter.retryAfterSeconds('pair:a|1')).toBe(1);
    clock.advance(500);
    // The first failure left the window: two remain, the key may try again.
    expect(await counter.retryAfterSeconds('pair:a|1')).toBe(0);
    expect(await counter.count('pair:a|1')).toBe(2);
  });

  it('applies a bound named by the caller and counts failures of the same millisecond', async () => {
    const clock = fakeClock();
    const counter = make(clock);
    for (let i = 0; i < 5; i += 1) await counter.recordFailure('ip:1');
    expect(await counter.count('ip:1')).toBe(5);
    expect(await counter.retryAfterSeconds('ip:1', 6)).toBe(0);
    expect(await counter.retryAfterSeconds('ip:1', 5)).toBe(15 * 60);
    expect(await counter.retryAfterSeconds('ip:1')).toBe(15 * 60);
  });

  it('forgets a key on reset', async () => {
    const clock = fakeClock();
    const counter = make(clock);
    for (let i = 0; i < 3; i += 1) await counter.recordFailure('account:a');
    expect(await counter.retryAfterSeconds('account:a')).toBeGreaterThan(0);
    await counter.reset('account:a');
    expect(await counter.count('account:a')).toBe(0);
    expect(await counter.retryAfterSeconds('account:a')).toBe(0);
  });
});

describe('RedisFailureCounter', () => {
  it('shares the counts between counters (API processes) on one prefix', async () => {
    const clock = fakeClock();
    const keyPrefix = `${RUN_PREFIX}shared:`;
    const a = redisCounter(clock, { keyPrefix });
    const b = redisCounter(clock, { keyPrefix });
    await a.recordFailure('pair:x|1');
    await b.recordFailure('pair:x|1');
    await a.recordFailure('pair:x|1');
    expect(await b.count('pair:x|1')).toBe(3);
    expect(await b.retryAfterSeconds('pair:x|1')).toBe(15 * 60);
    // Other prefixes (another deployment, the mail counter) are separate.
    expect(await redisCounter(clock).count('pair:x|1')).toBe(0);
    await b.reset('pair:x|1');
    expect(await a.retryAfterSeconds('pair:x|1')).toBe(0);
  });

  it('keeps one sorted set per key that expires a window after its last failure', async () => {
    const clock = fakeClock();
    const keyPrefix = `${RUN_PREFIX}ttl:`;
    const counter = redisCounter(clock, { keyPrefix });
    await counter.recordFailure('ip:9');
    clock.advance(WINDOW + 1);
    await counter.recordFailure('ip:9');
    // The failure out of the window was dropped when the new one was added.
    expect(await redis.zcard(`${keyPrefix}ip:9`)).toBe(1);
    const ttl = await redis.pttl(`${keyPrefix}ip:9`);
    expect(ttl).toBeGreaterThan(WINDOW - 60_000);
    expect(ttl).toBeLessThanOrEqual(WINDOW);
  });

  it('counts in memory, warns and never throws while Redis is away', async () => {
    const clock = fakeClock();
    // Nothing listens on port 1: every command fails at once (no offline queue).
    const away = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    const warnings: string[] = [];
    const counter = new RedisFailureCounter({
      redis: away,
      keyPrefix: `${RUN_PREFIX}away:`,
      max: 2,
      windowMs: WINDOW,
      now: clock.now,
      log: { warn: (_object, message) => warnings.push(message) },
    });
    try {
      expect(await counter.retryAfterSeconds('pair:y|2')).toBe(0);
      await counter.recordFailure('pair:y|2');
      await counter.recordFailure('pair:y|2');
      expect(await counter.count('pair:y|2')).toBe(2);
      expect(await counter.retryAfterSeconds('pair:y|2')).toBe(15 * 60);
      await counter.reset('pair:y|2');
      expect(await counter.retryAfterSeconds('pair:y|2')).toBe(0);
      // One warning, not one per call.
      expect(warnings).toEqual(['Redis failure counter unavailable: counting in memory']);
    } finally {
      away.disconnect();
    }
  });
});

describe('createFailureCounter', () => {
  it('counts in memory without a Redis client, in Redis with one', async () => {
    const clock = fakeClock();
    const options = {
      keyPrefix: `${RUN_PREFIX}factory:`,
      max: 2,
      windowMs: WINDOW,
      now: clock.now,
    };
    expect(createFailureCounter({ ...options, redis: undefined })).toBeInstanceOf(FailureLimiter);
    const shared = createFailureCounter({ ...options, redis });
    expect(shared).toBeInstanceOf(RedisFailureCounter);
    await shared.recordFailure('ip:3');
    expect(await redis.zcard(`${RUN_PREFIX}factory:ip:3`)).toBe(1);
  });
});

describe('slowDownMs', () => {
  it('waits nothing below the threshold, then doubles up to the ceiling', () => {
    expect(slowDownMs(4, 5)).toBe(0);
    expect(slowDownMs(5, 5)).toBe(250);
    expect(slowDownMs(6, 5)).toBe(500);
    expect(slowDownMs(100, 5)).toBe(3000);
  });
});
