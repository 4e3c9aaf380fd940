/*
 * How many write calls (any contract call other than GET) this process has run. Reads that
 * derive data from many tables (the cockpits' tasks) reuse a recent derivation as long as no
 * write happened since it started (modules/cockpit/cockpit-sync.ts). Per process, not per
 * database: with several databases in one process (tests) a write anywhere only costs one more
 * derivation. Writes made elsewhere (another instance, a scheduled job, a webhook) are covered by
 * the reuse's short age limit.
 */
let writes = 0;

/** Called once a write call has run, whether it succeeded or not (a failure may have written). */
export function noteWriteCall(): void {
  writes += 1;
}

export function writeCallCount(): number {
  return writes;
}
