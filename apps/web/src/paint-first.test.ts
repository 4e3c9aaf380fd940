import { afterEach, describe, expect, it, vi } from 'vitest';
import SOURCE from '../scripts/paint-first.js?raw';

/*
 * scripts/paint-first.js, the loader of the prerendered pages: it starts the app once the page has
 * painted, the entry first, then the page's modulepreload links a few per task (each costs the
 * main thread as it is added: fifty at once made one long task on a phone, issue 25 point 9).
 */

const PRELOADS = Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`);

function runLoader({ signedInShell = false, intl = Intl as unknown } = {}) {
  const loader = document.createElement('script');
  loader.setAttribute('data-entry', '/assets/index-abc.js');
  loader.setAttribute('data-preload', PRELOADS.join(' '));
  // The script reads `document.currentScript`, which only a running classic script has.
  const page = {
    currentScript: loader,
    head: document.head,
    documentElement: document.documentElement,
    createElement: (tag: string) => document.createElement(tag),
    addEventListener: () => undefined,
    querySelector: (selector: string) =>
      signedInShell && selector === '[data-signed-in-shell]' ? document.createElement('div') : null,
  };
  new Function('document', 'window', 'requestAnimationFrame', 'Intl', SOURCE)(
    page,
    {},
    () => 0,
    intl,
  );
}

const added = () =>
  [...document.head.children].map(
    (element) => element.getAttribute('href') ?? element.getAttribute('src'),
  );

afterEach(() => {
  vi.useRealTimers();
  document.head.replaceChildren();
});

describe('the loader of a prerendered page', () => {
  it('adds the entry first, then the preloads a few per task, until all are there', () => {
    vi.useFakeTimers();
    runLoader();
    expect(added()).toEqual([]);
    // The timer that starts the app even when no frame is painted (a tab in the background).
    vi.advanceTimersByTime(250);
    const firstTask = added();
    expect(firstTask[0]).toBe('/assets/index-abc.js');
    expect(document.head.querySelector('script')?.type).toBe('module');
    expect(firstTask.length - 1).toBeGreaterThan(0);
    expect(firstTask.length - 1).toBeLessThanOrEqual(6);
    vi.advanceTimersByTime(1);
    expect(added().length).toBeGreaterThan(firstTask.length);
    vi.runAllTimers();
    expect(added()).toEqual(['/assets/index-abc.js', ...PRELOADS]);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.every((link) => link.rel === 'modulepreload' && link.crossOrigin === '')).toBe(
      true,
    );
  });

  it('loads the locale data on a signed-in shell, before the app starts, and not on the sign-in page', () => {
    vi.useFakeTimers();
    const made: unknown[] = [];
    const spyIntl = {
      DateTimeFormat: class {
        constructor(locale: string, options: Intl.DateTimeFormatOptions) {
          made.push([locale, options.timeZone, added().length]);
        }
        format() {
          return '';
        }
      },
    };
    runLoader({ signedInShell: true, intl: spyIntl });
    expect(made).toEqual([['fr-FR', 'Europe/Paris', 0]]);
    vi.runAllTimers();
    made.length = 0;
    document.head.replaceChildren();
    runLoader({ signedInShell: false, intl: spyIntl });
    vi.runAllTimers();
    expect(made).toEqual([]);
    expect(added()[0]).toBe('/assets/index-abc.js');
  });

  it('starts the app even where the locale data cannot be loaded', () => {
    vi.useFakeTimers();
    const brokenIntl = {
      DateTimeFormat: class {
        constructor() {
          throw new RangeError('Invalid time zone specified: Europe/Paris');
        }
      },
    };
    runLoader({ signedInShell: true, intl: brokenIntl });
    vi.runAllTimers();
    expect(added()[0]).toBe('/assets/index-abc.js');
  });
});
