import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleServiceWorkerRegistration, type ServiceWorkerPlan } from './service-worker.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function plan(overrides: Partial<ServiceWorkerPlan> = {}) {
  let stable: () => void = () => undefined;
  const whenStable = new Promise<void>((resolve) => (stable = resolve));
  const value: ServiceWorkerPlan = {
    isProduction: true,
    isSupported: true,
    whenStable,
    register: vi.fn(),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    ...overrides,
  };
  return { plan: value, stable: () => stable() };
}

describe('service worker registration', () => {
  it('never registers outside production builds', async () => {
    const p = plan({ isProduction: false });
    expect(scheduleServiceWorkerRegistration(p.plan)).toBe(false);
    p.stable();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(p.plan.register).not.toHaveBeenCalled();
  });

  it('never registers where service workers are not supported', async () => {
    const p = plan({ isSupported: false });
    expect(scheduleServiceWorkerRegistration(p.plan)).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(p.plan.register).not.toHaveBeenCalled();
  });

  it('registers as soon as the app is stable, and only once', async () => {
    const p = plan();
    scheduleServiceWorkerRegistration(p.plan);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(p.plan.register).not.toHaveBeenCalled();
    p.stable();
    await vi.advanceTimersByTimeAsync(0);
    expect(p.plan.register).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(p.plan.register).toHaveBeenCalledTimes(1);
  });

  it('registers after 30 s when the app never becomes stable', async () => {
    const p = plan();
    scheduleServiceWorkerRegistration(p.plan);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(p.plan.register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(p.plan.register).toHaveBeenCalledTimes(1);
    p.stable();
    await vi.advanceTimersByTimeAsync(0);
    expect(p.plan.register).toHaveBeenCalledTimes(1);
  });
});
