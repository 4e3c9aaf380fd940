import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

/** MAISONNEE_E2E_PORT lets a second run (a local one beside CI's) use another port. */
const PORT = Number(process.env.MAISONNEE_E2E_PORT ?? 8181);
process.env.MAISONNEE_E2E_PORT = String(PORT);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The local SMTP server of the harness (global-setup.ts); MAISONNEE_E2E_SMTP_PORT overrides it. */
const SMTP_PORT = Number(process.env.MAISONNEE_E2E_SMTP_PORT ?? 2525);
process.env.MAISONNEE_E2E_SMTP_PORT = String(SMTP_PORT);
/**
 * The local Stripe stand-in of the harness (global-setup.ts, apps/api/test/stripe-stand-in.ts):
 * the API's `stripe` SDK talks to it, and it posts signed webhooks back to the API.
 */
const STRIPE_PORT = Number(process.env.MAISONNEE_E2E_STRIPE_PORT ?? 12111);
const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_local';
process.env.MAISONNEE_E2E_STRIPE_PORT = String(STRIPE_PORT);
process.env.MAISONNEE_E2E_STRIPE_WEBHOOK_SECRET = STRIPE_WEBHOOK_SECRET;
process.env.MAISONNEE_E2E_STRIPE_WEBHOOK_URL = `${BASE_URL}/api/paiements/webhook`;
const REPOSITORY_ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Every run starts on an empty database. Playwright loads this file again in each worker;
 * the directory is created once, by the runner, and handed to the workers through the
 * environment they inherit. The runner removes it when it exits, after the server stopped.
 */
function freshDataDir(): string {
  const inherited = process.env.MAISONNEE_E2E_DATA_DIR;
  if (inherited) return inherited;
  const dir = mkdtempSync(join(tmpdir(), 'maisonnee-e2e-'));
  process.env.MAISONNEE_E2E_DATA_DIR = dir;
  // Mail received by the harness's SMTP server, read by the tests (support/mailbox.ts).
  process.env.MAISONNEE_E2E_MAIL_FILE = join(dir, 'mails.json');
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const DATA_DIR = freshDataDir();

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // CI adds a JSON report so that .ci/count-tests.mjs can add up every runner's counts.
  reporter: process.env.CI_REPORT_DIR
    ? [['line'], ['json', { outputFile: join(process.env.CI_REPORT_DIR, 'playwright.json') }]]
    : process.env.CI
      ? 'line'
      : 'list',
  use: {
    baseURL: BASE_URL,
    locale: 'fr-FR',
    // Deliberately Paris: these tests play the agency's users, whose phones are in France, and
    // compare screens with Paris times. That the web app shows Paris time whatever the device's
    // zone is checked by the web and domain suites, run again under TZ=Pacific/Kiritimati by CI
    // (README, « Tests: time zones and order »): seconds there, where a second end-to-end run
    // would cost minutes.
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: {
      // The same browser and flags as the web measurements (bench/web/chromium.ts).
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    // Phone first: the product is used mostly on phones.
    { name: 'phone', use: { ...devices['Pixel 7'] } },
  ],
  webServer: {
    // Exactly what a user runs: build the web app, migrate, seed, serve web and API on one port.
    command: 'npm start',
    cwd: REPOSITORY_ROOT,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      // Tokens' `iss` is built from PUBLIC_URL: it must be the origin the browser uses.
      PUBLIC_URL: BASE_URL,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // Online payment through the local Stripe stand-in (docs/paiements.md).
      STRIPE_SECRET_KEY: 'sk_test_e2e_local',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_local',
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${STRIPE_PORT}`,
      LOG_LEVEL: 'warn',
      // Every test signs in: the per-address limits stay above what one run needs.
      AUTH_FAILURES_MAX: '50',
      // All tests come from one address, and every fresh browser context loads the app's chunks
      // and lets its service worker precache them: 600 requests a minute is not enough.
      RATE_LIMIT_MAX: '100000',
    },
    // Readiness: the tests need the database, not only a live process (docs/health.md).
    url: `${BASE_URL}/api/health/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM lets the server close the embedded database before the directory is removed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
