import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const PORT = 8181;
const BASE_URL = `http://127.0.0.1:${PORT}`;
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
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export default defineConfig({
  testDir: './tests',
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
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium, installed by the system: Playwright never downloads a browser here.
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
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
    env: { PORT: String(PORT), DATA_DIR: freshDataDir() },
    url: `${BASE_URL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM lets the server close the embedded database before the directory is removed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
