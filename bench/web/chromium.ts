// The browser of the web measurements: the same Debian Chromium and flags as the end-to-end tests
// (e2e/chromium.ts); CHROME_PATH names another one.
import { CHROMIUM_PATH as DEBIAN_CHROMIUM_PATH } from '../../e2e/chromium.ts';

export { CHROMIUM_FLAGS } from '../../e2e/chromium.ts';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? DEBIAN_CHROMIUM_PATH;
