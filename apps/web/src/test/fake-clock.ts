/** A clock the test moves by hand, and the timers scheduled on it (run once due). */
export function fakeClock(start = Date.UTC(2026, 10, 23, 10, 0, 0)) {
  let now = start;
  const timers: { at: number; callback: () => void; cancelled: boolean }[] = [];
  return {
    now: () => now,
    /** Runs `callback` in `ms`; answers how to cancel it. */
    schedule: (callback: () => void, ms: number) => {
      const timer = { at: now + ms, callback, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    /** Moves the clock and runs the timers that are due. */
    advance: (ms: number) => {
      now += ms;
      for (const timer of timers.filter((t) => !t.cancelled && t.at <= now)) {
        timer.cancelled = true;
        timer.callback();
      }
    },
  };
}
