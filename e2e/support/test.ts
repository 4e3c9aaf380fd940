import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Every page starts as if the native-app attempt (a deep link opened 500 ms after load on a
 * phone, unit-tested in apps/web/src/lib/platform.test.ts) had already been made in its tab:
 * desktop Chromium on Linux answers an unknown scheme with an invisible "open with xdg-open"
 * prompt that swallows pointer input, which phones do not do.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => sessionStorage.setItem('native_app_open_tried', '1'));
    await use(page);
  },
});
