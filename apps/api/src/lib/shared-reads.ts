/*
 * Identical reads asked while one is running share its answer instead of each reading again
 * (the planning board: after a move every open board of the agency asks for the same week at the
 * same moment, docs/planning.md « Vitesse »). Nothing is kept once the read settled: this is not a
 * cache, an answer is never older than the read it comes from. A change the caller hears of
 * (`forget`) stops later requests from joining a read that started before it.
 */
export interface SharedReads<T> {
  /** The running read of `key` if there is one, else `compute()` shared until it settles. */
  read(key: string, compute: () => Promise<T>): Promise<T>;
  /** Later requests start a read of their own: every key, or those `concerns` accepts. */
  forget(concerns?: (key: string) => boolean): void;
  /** Reads running now (tests). */
  running(): number;
}

export function createSharedReads<T>(): SharedReads<T> {
  const inFlight = new Map<string, Promise<T>>();
  return {
    read(key, compute) {
      const running = inFlight.get(key);
      if (running) return running;
      const started = compute();
      inFlight.set(key, started);
      const settle = () => {
        // Only its own entry: after a `forget`, the key may already hold a newer read.
        if (inFlight.get(key) === started) inFlight.delete(key);
      };
      started.then(settle, settle);
      return started;
    },
    forget(concerns) {
      for (const key of [...inFlight.keys()]) if (!concerns || concerns(key)) inFlight.delete(key);
    },
    running: () => inFlight.size,
  };
}
