/*
 * jsdom lacks what Mantine needs (matchMedia, ResizeObserver, scrollIntoView). Imported at the
 * top of every component test; the root vitest.config.ts may also list it in `setupFiles` of
 * the web project (importing it twice is harmless). A test in Node (`@vitest-environment node`,
 * the prerender) has no DOM: nothing to stub there.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }

  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverStub });
    Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
  }

  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
}
