import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRowsInSteps } from '../components/use-rows-in-steps.ts';

/*
 * Issue 26, point 6: the week board brings its rows in by steps, so that 3,000 blocks never hold
 * the page in one task.
 */

const rowsOf = (label: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${label}${index}`);

/** Runs the steps to the end: each step's timer is set once the previous step is committed. */
function finishSteps() {
  for (let turn = 0; turn < 20; turn += 1) act(() => vi.runAllTimers());
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('rows in steps', () => {
  it('shows the first step at once, then one more step per task until every row is shown', () => {
    const rows = rowsOf('a', 7);
    const { result } = renderHook(() => useRowsInSteps(rows, 3));
    expect(result.current).toEqual(rows.slice(0, 3));
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toEqual(rows.slice(0, 6));
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toEqual(rows);
    finishSteps();
    expect(result.current).toEqual(rows);
  });

  it('brings new rows in over the old ones, which stay in place meanwhile', () => {
    const { result, rerender } = renderHook(({ rows }) => useRowsInSteps(rows, 2), {
      initialProps: { rows: rowsOf('a', 5) },
    });
    finishSteps();
    expect(result.current).toEqual(rowsOf('a', 5));

    const next = rowsOf('b', 5);
    rerender({ rows: next });
    expect(result.current).toEqual(['b0', 'b1', 'a2', 'a3', 'a4']);
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toEqual(['b0', 'b1', 'b2', 'b3', 'a4']);
    finishSteps();
    expect(result.current).toEqual(next);
  });

  it('drops at once the rows a shorter list no longer has, and starts over on a newer list', () => {
    const { result, rerender } = renderHook(({ rows }) => useRowsInSteps(rows, 2), {
      initialProps: { rows: rowsOf('a', 6) },
    });
    finishSteps();
    rerender({ rows: rowsOf('b', 3) });
    expect(result.current).toEqual(['b0', 'b1', 'a2']);
    // Before that list is finished, another one comes: it starts from its first rows.
    rerender({ rows: rowsOf('c', 4) });
    expect(result.current).toEqual(['c0', 'c1', 'a2']);
    finishSteps();
    expect(result.current).toEqual(rowsOf('c', 4));
  });
});
