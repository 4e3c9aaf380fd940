/**
 * The service worker is registered in production builds only, when the app is stable or after
 * 30 s, whichever comes first (specification section 9).
 */
export const SERVICE_WORKER_REGISTER_TIMEOUT_MS = 30_000;

export interface ServiceWorkerPlan {
  isProduction: boolean;
  isSupported: boolean;
  /** Resolves when the app is stable (loaded, nothing fetching). */
  whenStable: Promise<void>;
  register: () => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

/** Answers whether a registration was scheduled; registers at most once. */
export function scheduleServiceWorkerRegistration(plan: ServiceWorkerPlan): boolean {
  if (!plan.isProduction || !plan.isSupported) return false;
  let done = false;
  const registerOnce = () => {
    if (done) return;
    done = true;
    plan.register();
  };
  void plan.whenStable.then(registerOnce, () => undefined);
  plan.setTimeout(registerOnce, SERVICE_WORKER_REGISTER_TIMEOUT_MS);
  return true;
}

/**
 * Stable: the page has loaded and no query nor mutation is running, checked once the browser is
 * idle.
 */
export function whenAppStable(isBusy: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!isBusy()) resolve();
      else window.setTimeout(check, 500);
    };
    const afterLoad = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(check);
      else window.setTimeout(check, 0);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
}
