// The browser of every browser run of the project: the end-to-end tests (playwright.config.ts) and
// the web measurements (bench/web/chromium.ts). Debian's Chromium, installed by the system:
// Playwright never downloads a browser here.
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless, no sandbox (container), nothing phoning home during a run. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
