// Lighthouse 12.8 (the project's package) through its Node API, on Debian's Chromium launched by
// chrome-launcher: default mobile emulation and simulated throttling, as `lighthouse <url>` does.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { median } from './format.ts';
import { onInterrupt } from '../lib/interrupt.ts';
import { SESSION_HINT_COOKIE, sessionStorageEntries, type DemoSession } from './session.ts';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Transferred bytes of every script the page loaded (Lighthouse's network records). */
  jsTransferredBytes: number;
  jsFiles: number;
  finalUrl: string;
  /** The element Lighthouse took as the largest contentful paint (its selector and text). */
  lcpElement: string | null;
  warnings: string[];
}

export type LighthouseSummary = Omit<LighthouseRun, 'finalUrl' | 'warnings' | 'lcpElement'>;

interface LcpElementDetails {
  items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[];
}

/** « selector — text » of the LCP element from Lighthouse's audit, when it names one. */
function lcpElementOf(details: unknown): string | null {
  const node = (details as LcpElementDetails | undefined)?.items?.[0]?.items?.[0]?.node;
  if (!node) return null;
  return [node.selector, node.nodeLabel?.slice(0, 60)].filter(Boolean).join(' — ');
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

/**
 * Stores the session the way the web app keeps it, on a same-origin page that loads no script
 * (the JSON of /api/health), then empties the HTTP cache: the measured visit stays a first one.
 */
async function storeSession(port: number, baseUrl: string, session: DemoSession): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/api/health`);
    await page.evaluate((entries) => {
      // Runs in the page; the bench compiles without the DOM library.
      const storage = (
        globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }
      ).localStorage;
      for (const { name, value } of entries) storage.setItem(name, value);
    }, sessionStorageEntries(session));
    const cdp = await page.createCDPSession();
    await cdp.send('Network.setCookie', {
      name: SESSION_HINT_COOKIE,
      value: '1',
      url: baseUrl,
      path: '/',
      sameSite: 'Lax',
    });
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** One Lighthouse run in a fresh browser (fresh profile: nothing cached, no service worker). */
export async function lighthouseRun(
  baseUrl: string,
  path: string,
  session?: DemoSession,
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS],
    logLevel: 'silent',
    // Our own Ctrl-C handler stops the server too; chrome-launcher's would exit first.
    handleSIGINT: false,
  });
  const forget = onInterrupt(async () => {
    chrome.kill();
  });
  try {
    if (session) await storeSession(chrome.port, baseUrl, session);
    const result = await lighthouse(`${baseUrl}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // A stored session must survive: Lighthouse would otherwise clear the origin's storage.
      disableStorageReset: session !== undefined,
    });
    if (!result) throw new Error(`Lighthouse n’a rien rendu pour ${path}.`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse a échoué sur ${path} : ${lhr.runtimeError.message}`);
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
    const details = lhr.audits['network-requests']?.details as
      { items?: NetworkItem[] } | undefined;
    const scripts = (details?.items ?? []).filter((item) => item.resourceType === 'Script');
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      speedIndexMs: audit('speed-index'),
      jsTransferredBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      jsFiles: scripts.length,
      finalUrl: lhr.finalDisplayedUrl,
      lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
      warnings: lhr.runWarnings,
    };
  } finally {
    forget();
    chrome.kill();
  }
}

/** The median of each figure over the runs (Lighthouse varies from one run to the next). */
export function summarize(runs: readonly LighthouseRun[]): LighthouseSummary {
  const of = (key: keyof LighthouseSummary) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    speedIndexMs: of('speedIndexMs'),
    jsTransferredBytes: of('jsTransferredBytes'),
    jsFiles: of('jsFiles'),
  };
}
