import { useEffect, useState } from 'react';

/**
 * How many rows of the board are brought up to date per task. A week of 150 agents holds about
 * 3,000 blocks: committed in one go they kept the page busy 260 ms after a filter (bench/README.md
 * « Tableau de planning »); 25 rows a task stay well under the 200 ms that input may wait.
 */
export const ROWS_PER_STEP = 25;

interface Steps<T> {
  source: readonly T[];
  done: number;
  shown: readonly T[];
}

/** The first `done` rows of `source`, then what was shown before in the places after. */
const stepTo = <T>(source: readonly T[], done: number, before: readonly T[]): Steps<T> => ({
  source,
  done,
  shown: [...source.slice(0, done), ...before.slice(done, source.length)],
});

/**
 * The rows to show while new rows are being brought in: the first step at once, then one step
 * per task, so the browser answers input and paints between steps. Meanwhile the rows further
 * down keep what they showed (their components, keyed by place and memoised, do no work), and a
 * new list (another week, a filter, a live refresh) starts over from its first rows.
 */
export function useRowsInSteps<T>(rows: readonly T[], step = ROWS_PER_STEP): readonly T[] {
  const [steps, setSteps] = useState<Steps<T>>(() => stepTo(rows, step, []));
  let current = steps;
  if (steps.source !== rows) {
    // Derived from the new rows during this render (React's « adjusting state on a prop change »).
    current = stepTo(rows, step, steps.shown);
    setSteps(current);
  }
  const { done } = current;
  useEffect(() => {
    if (done >= rows.length) return undefined;
    const timer = setTimeout(() => {
      setSteps((now) => (now.source === rows ? stepTo(rows, now.done + step, now.shown) : now));
    }, 0);
    return () => clearTimeout(timer);
  }, [done, rows, step]);
  return current.shown;
}
