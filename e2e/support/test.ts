import {
  test as base,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Marks the native-app attempt (a deep link opened 500 ms after load on a phone, unit-tested in
 * apps/web/src/lib/platform.test.ts) as already made in the page's tab: desktop Chromium on Linux
 * answers an unknown scheme with an invisible "open with xdg-open" prompt that swallows pointer
 * input, which phones do not do.
 */
export function markNativeAppTried(page: Page) {
  return page.addInitScript(() => sessionStorage.setItem('native_app_open_tried', '1'));
}

/** Every page starts with the native-app attempt made in its tab (`markNativeAppTried`). */
export const test = base.extend({
  page: async ({ page }, use) => {
    await markNativeAppTried(page);
    await use(page);
  },
});

/**
 * A page in a browser context of its own (so a session of its own), French and on Paris time as
 * the project's pages, for a second or third person of a test; `options` add to or change these.
 */
export async function pageOfItsOwn(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    ...options,
  });
  const page = await context.newPage();
  await markNativeAppTried(page);
  return page;
}
