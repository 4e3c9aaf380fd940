/**
 * A last guard against request floods (issue 9): however a screen goes wrong (a query key that
 * changes on every render, an effect that calls on every render), one endpoint is not called more
 * than `max` times within `windowMs` from this tab. Calls over the budget never leave the device:
 * the caller gets a local refusal, and the API's rate limiter, which counts per address and so
 * for every user behind the same proxy, is never reached. No screen of the app comes close to the
 * budget in normal use: polls run every few seconds, forms wait for their answer.
 */
export interface RequestBudget {
  /** Counts one call of `key`; false when the budget of that key is spent for now. */
  take(key: string): boolean;
  reset(): void;
}

export const REQUEST_BUDGET = { max: 30, windowMs: 10_000 } as const;

export function createRequestBudget(
  options: { max: number; windowMs: number; now?: () => number } = REQUEST_BUDGET,
): RequestBudget {
  const now = options.now ?? (() => Date.now());
  const calls = new Map<string, number[]>();
  return {
    take(key) {
      const time = now();
      const recent = (calls.get(key) ?? []).filter((at) => time - at < options.windowMs);
      if (recent.length >= options.max) {
        calls.set(key, recent);
        return false;
      }
      recent.push(time);
      calls.set(key, recent);
      return true;
    },
    reset() {
      calls.clear();
    },
  };
}
