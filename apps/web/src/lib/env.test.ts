import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  apiBase,
  getEnvironment,
  setEnvironment,
  subscribeEnvironment,
  useEnvironment,
} from './env.ts';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllEnvs();
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('environment flag', () => {
  it('reads TEST from local storage; anything else is the default', () => {
    expect(getEnvironment()).toBe('DEFAULT');
    localStorage.setItem('environment', 'TEST');
    expect(getEnvironment()).toBe('TEST');
    localStorage.setItem('environment', 'PROD');
    expect(getEnvironment()).toBe('DEFAULT');
  });

  it('switches the API base to VITE_API_BASE_TEST under TEST, same origin otherwise', () => {
    vi.stubEnv('VITE_API_BASE_TEST', 'https://test.maisonnee.fr/');
    expect(apiBase('DEFAULT')).toBe('');
    expect(apiBase('TEST')).toBe('https://test.maisonnee.fr');
    vi.stubEnv('VITE_API_BASE_TEST', '');
    expect(apiBase('TEST')).toBe('');
  });

  it('notifies this tab’s subscribers when it changes, once per change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeEnvironment(listener);
    setEnvironment('TEST');
    setEnvironment('TEST');
    expect(listener).toHaveBeenCalledTimes(1);
    setEnvironment('DEFAULT');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('environment')).toBeNull();
    unsubscribe();
  });

  it('hears a change made in another tab through the storage event', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeEnvironment(listener);
    localStorage.setItem('environment', 'TEST');
    window.dispatchEvent(new StorageEvent('storage', { key: 'environment', newValue: 'TEST' }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('broadcasts a change to the other tabs and hears theirs (BroadcastChannel)', async () => {
    const otherTab = new BroadcastChannel('maisonnee-environment');
    const received: unknown[] = [];
    otherTab.onmessage = (event) => received.push(event.data);
    const listener = vi.fn();
    const unsubscribe = subscribeEnvironment(listener);

    setEnvironment('TEST');
    await tick();
    expect(received).toEqual(['TEST']);

    // The other tab switches back: it wrote storage (shared) and posted on the channel.
    localStorage.removeItem('environment');
    otherTab.postMessage('DEFAULT');
    await tick();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    otherTab.close();
  });

  it('re-renders every component using useEnvironment', () => {
    const first = renderHook(() => useEnvironment());
    const second = renderHook(() => useEnvironment());
    expect(first.result.current).toBe('DEFAULT');
    act(() => setEnvironment('TEST'));
    expect(first.result.current).toBe('TEST');
    expect(second.result.current).toBe('TEST');
    first.unmount();
    second.unmount();
  });
});
