import { defineConfig } from 'vitest/config';

// One runner for every unit and API suite; end-to-end tests run under Playwright (e2e/).
// CI asks for a JSON report per run to add up the counts of every runner (.ci/count-tests.mjs).
const reportDir = process.env.CI_REPORT_DIR;

// The machine's time zone is pinned before any worker starts (they inherit it): UTC, the zone of
// a server and not the one people read (Paris), so code that reads the machine's zone instead of
// Paris's fails, unless the caller names another zone. CI runs the date-sensitive suites a
// second time under TZ=Pacific/Kiritimati (UTC+14), `npm run test:far-zone`, where even the
// calendar day differs (README, « Tests: time zones and order »).
process.env.TZ ||= 'UTC';

export default defineConfig({
  test: {
    ...(reportDir
      ? {
          reporters: ['default', 'json'],
          outputFile: { json: `${reportDir}/${process.env.CI_REPORT_NAME ?? 'vitest'}.json` },
        }
      : {}),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // matchMedia and ResizeObserver stubs that Mantine needs under jsdom.
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
});
