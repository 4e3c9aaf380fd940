/**
 * Counts failures (wrong password, wrong code, mails asked) per key over a sliding window. A key is
 * blocked once it reaches its bound (`max` unless the caller names another one).
 *
 * The auth service keys failures three ways: `pair:<email>|<address>` (one address on one account:
 * blocked at AUTH_FAILURES_MAX), `ip:<address>` (one address, all accounts: blocked at
 * AUTH_ADDRESS_FAILURES_MAX) and `account:<email>` (every address on one account: never blocked,
 * only slowed down, so that strangers cannot lock the owner out; see `slowDownMs`).
 *
 * The counts live in this process: with several API processes behind a load balancer each one
 * counts on its own, which the documentation states (Redis is the scale-out path).
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `key` may try again, or 0 when it is not blocked. */
  retryAfterSeconds(key: string, max = this.max): number {
    const recent = this.recent(key);
    if (recent.length < max) return 0;
    const oldestCounted = recent[recent.length - max] as number;
    return Math.max(1, Math.ceil((oldestCounted + this.windowMs - this.now()) / 1000));
  }

  /** Failures of `key` within the window. */
  count(key: string): number {
    return this.recent(key).length;
  }

  recordFailure(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.failures.set(key, recent);
    if (this.failures.size > 100_000) this.prune();
  }

  reset(key: string): void {
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
