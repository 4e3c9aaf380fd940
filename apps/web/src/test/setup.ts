/*
 * jsdom lacks what Mantine needs (matchMedia, ResizeObserver, scrollIntoView). Imported at the
 * top of every component test; the root vitest.config.ts may also list it in `setupFiles` of
 * the web project (importing it twice is harmless). A test in Node (`@vitest-environment node`,
 * the prerender) has no DOM: nothing to stub there.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fakeMatchMedia } from './match-media.ts';

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = fakeMatchMedia();
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
