import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isAppBusy } from '../lib/activity.ts';
import { useAction } from './use-action.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, ko) => {
    resolve = ok;
    reject = ko;
  });
  return { promise, resolve, reject };
}

describe('useAction (the public forms’ calls)', () => {
  it('is pending while the call runs (the app counts as busy), then calls onSuccess', async () => {
    const call = deferred<string>();
    const { result } = renderHook(() =>
      useAction((input: number) => call.promise.then((v) => `${v}${input}`)),
    );
    const onSuccess = vi.fn();
    act(() => result.current.mutate(1, { onSuccess }));
    expect(result.current.isPending).toBe(true);
    expect(isAppBusy()).toBe(true);
    await act(async () => call.resolve('ok'));
    expect(result.current.isPending).toBe(false);
    expect(result.current.error).toBeNull();
    expect(onSuccess).toHaveBeenCalledWith('ok1');
    expect(isAppBusy()).toBe(false);
  });

  it('keeps the failure as `error` and calls onError; a new call clears it', async () => {
    const failure = new Error('refusé');
    const run = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useAction(run));
    const onError = vi.fn();
    act(() => result.current.mutate('a', { onError }));
    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(onError).toHaveBeenCalledWith(failure);
    act(() => result.current.mutate('b'));
    expect(result.current.error).toBeNull();
    await waitFor(() => expect(result.current.isPending).toBe(false));
  });

  it('does not call back a form that is gone', async () => {
    const call = deferred<string>();
    const { result, unmount } = renderHook(() => useAction(() => call.promise));
    const onSuccess = vi.fn();
    act(() => result.current.mutate(undefined, { onSuccess }));
    unmount();
    await act(async () => call.resolve('ok'));
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
