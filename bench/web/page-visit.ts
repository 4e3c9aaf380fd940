// A first visit in Debian Chromium with a phone profile: every JavaScript response the page
// receives until its content is shown and the network is idle, measured three ways (gzip -9 of
// the body, bytes actually transferred, the Content-Encoding the server chose).
import { gzipSync } from 'node:zlib';
import { chromium, devices, type Page, type Response } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { onInterrupt } from '../lib/interrupt.ts';
import { SESSION_HINT_COOKIE, sessionStorageEntries, type DemoSession } from './session.ts';

export interface ScriptResponse {
  url: string;
  status: number;
  /** gzip -9 of the decoded body: the budget's unit, independent of the server's choice. */
  gzipBytes: number;
  /** Body bytes as sent on the wire (after Content-Encoding). */
  transferredBytes: number;
  decodedBytes: number;
  contentEncoding: string;
  cacheControl: string;
  /** Requested by the service worker (e.g. its precache), not by the page. */
  serviceWorker: boolean;
}

export interface PageVisit {
  requestedPath: string;
  finalPath: string;
  /** Milliseconds from navigation to the expected content being visible. */
  contentShownMs: number;
  scripts: ScriptResponse[];
  /** Every other response under /assets/ (CSS, fonts, images) with its Cache-Control. */
  otherAssets: { url: string; status: number; cacheControl: string; contentEncoding: string }[];
  /** Responses with a status ≥ 400 ("404 http://…"). */
  failedResponses: string[];
  consoleErrors: string[];
}

export interface VisitOptions {
  baseUrl: string;
  path: string;
  /** Waits until this is visible: the page's content is shown. */
  ready: (page: Page) => Promise<void>;
  session?: DemoSession;
}

/** How long without a new script request counts as "the page has loaded its JavaScript". */
const SCRIPT_QUIET_MS = 3_000;

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' ||
  /javascript/.test(response.headers()['content-type'] ?? '');

export async function visit(options: VisitOptions): Promise<PageVisit> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS],
    // Our Ctrl-C handler closes it with the server; Playwright's own would exit first.
    handleSIGINT: false,
  });
  const forget = onInterrupt(() => browser.close());
  try {
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      serviceWorkers: 'allow',
      storageState: options.session
        ? {
            cookies: [
              {
                name: SESSION_HINT_COOKIE,
                value: '1',
                domain: new URL(options.baseUrl).hostname,
                path: '/',
                expires: -1,
                httpOnly: false,
                secure: false,
                sameSite: 'Lax',
              },
            ],
            origins: [
              {
                origin: options.baseUrl,
                localStorage: sessionStorageEntries(options.session),
              },
            ],
          }
        : undefined,
    });
    const pending: Promise<void>[] = [];
    let lastScriptRequest = Date.now();
    context.on('request', (request) => {
      if (request.resourceType() === 'script') lastScriptRequest = Date.now();
    });
    const scripts: ScriptResponse[] = [];
    const otherAssets: PageVisit['otherAssets'] = [];
    const failed: string[] = [];
    context.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      const headers = response.headers();
      const contentEncoding = headers['content-encoding'] ?? 'aucun';
      const cacheControl = headers['cache-control'] ?? '(absent)';
      if (!isScript(response)) {
        if (new URL(response.url()).pathname.startsWith('/assets/')) {
          otherAssets.push({
            url: response.url(),
            status: response.status(),
            cacheControl,
            contentEncoding,
          });
        }
        return;
      }
      pending.push(
        (async () => {
          const body = await response.body().catch(() => Buffer.alloc(0));
          const sizes = await response
            .request()
            .sizes()
            .catch(() => ({ responseBodySize: body.length }));
          scripts.push({
            url: response.url(),
            status: response.status(),
            gzipBytes: body.length > 0 ? gzipSync(body, { level: 9 }).length : 0,
            transferredBytes: sizes.responseBodySize,
            decodedBytes: body.length,
            contentEncoding,
            cacheControl,
            serviceWorker: response.request().serviceWorker() !== null,
          });
        })(),
      );
    });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));

    const started = Date.now();
    await page.goto(`${options.baseUrl}${options.path}`, { waitUntil: 'commit' });
    await options.ready(page).catch((error: unknown) => {
      // Say why: a 404 on a chunk usually means the web build changed under the running server.
      const detail =
        failed.length > 0
          ? ` ; réponses en erreur : ${failed.join(', ')}${failed.some((line) => line.startsWith('404') && line.includes('/assets/')) ? ' (le build web a-t-il changé pendant la mesure ?)' : ''}`
          : '';
      throw new Error(
        `contenu attendu non affiché sur ${new URL(page.url()).pathname} (${error instanceof Error ? error.message.split('\n')[0] : String(error)})${detail}`,
      );
    });
    const contentShownMs = Date.now() - started;
    // Not Playwright's "networkidle": a signed-in page keeps its realtime stream open for ever.
    // Idle here means no new script requested for SCRIPT_QUIET_MS after the load event.
    await page.waitForLoadState('load', { timeout: 60_000 });
    const deadline = Date.now() + 60_000;
    while (Date.now() - lastScriptRequest < SCRIPT_QUIET_MS && Date.now() < deadline) {
      await page.waitForTimeout(250);
    }
    await Promise.all(pending);
    const finalPath = new URL(page.url()).pathname;
    await context.close();
    return {
      requestedPath: options.path,
      finalPath,
      contentShownMs,
      scripts: scripts.sort((a, b) => b.gzipBytes - a.gzipBytes),
      otherAssets,
      failedResponses: failed,
      consoleErrors,
    };
  } finally {
    forget();
    await browser.close();
  }
}

/** Sums of a set of script responses. */
export function scriptTotals(scripts: readonly ScriptResponse[]) {
  return {
    files: scripts.length,
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    transferredBytes: scripts.reduce((sum, script) => sum + script.transferredBytes, 0),
    decodedBytes: scripts.reduce((sum, script) => sum + script.decodedBytes, 0),
    encodings: [...new Set(scripts.map((script) => script.contentEncoding))].sort(),
  };
}
