// TEMPORARY (besoin-devis engineer): a second server on another port, to be deleted.
import base from './playwright.config.ts';
import { defineConfig } from '@playwright/test';

const PORT = 8282;
export default defineConfig({
  ...base,
  outputDir: '/tmp/bd-results',
  use: { ...base.use, screenshot: 'only-on-failure', baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    ...(base.webServer as object),
    command: 'npm run start -w @maisonnee/api',
    env: {
      ...((base.webServer as { env: Record<string, string> }).env),
      PORT: String(PORT),
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      WEB_DIST: '/tmp/bd-dist',
      SMTP_URL: `smtp://127.0.0.1:${process.env.MAISONNEE_E2E_SMTP_PORT}`,
    },
    url: `http://127.0.0.1:${PORT}/api/health`,
  },
});
