import '../test/setup.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useLoaderVisibility } from './loader.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loader timing', () => {
  it('hides itself after 4 s even if the work goes on', () => {
    const { result } = renderHook(() => useLoaderVisibility(true));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(3_999));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('waits 200 ms before dismissing when the work ends', () => {
    const { result, rerender } = renderHook(({ active }) => useLoaderVisibility(active), {
      initialProps: { active: true },
    });
    rerender({ active: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('shows again when new work starts during the dismissal delay', () => {
    const { result, rerender } = renderHook(({ active }) => useLoaderVisibility(active), {
      initialProps: { active: true },
    });
    rerender({ active: false });
    act(() => vi.advanceTimersByTime(100));
    rerender({ active: true });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);
  });
});
