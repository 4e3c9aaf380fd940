// Web measurements (issue 14, point 1), as a user meets the product. Run from the repository
// root: `npm run bench:web [-- --runs=3 --url=http://127.0.0.1:3000]`; with `--planning-board`,
// only the render of the week board of 150 agents on the volume database (issue 26, point 6,
// web/planning-board-render.ts).
// Reports figures against their goals; it exits non-zero only when a measurement could not be
// made, never because a goal is missed. bench/README.md explains each figure.
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { describeMachine, writeResultsFile } from './lib/results-file.ts';
import { deliveryChecks, IMMUTABLE } from './web/headers.ts';
import { formatKb, formatMs, formatNumber, formatSeconds, kb } from './web/format.ts';
import { lighthouseRun, summarize, type LighthouseRun } from './web/lighthouse.ts';
import { scriptTotals, visit, type PageVisit } from './web/page-visit.ts';
import { printTable, type Row } from './web/report.ts';
import { startFreshProduct } from './web/server.ts';
import { signInDemoClient, type DemoSession } from './web/session.ts';

export const GOALS = {
  firstVisitJsGzipKB: 120,
  performance: 95,
  accessibility: 95,
  lcpMs: 2_000,
} as const;

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    'planning-board': { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number.parseInt(args.runs ?? '3', 10) || 3);

/** Measurements that could not be made; the script exits 1 when there is one. */
const failures: string[] = [];

async function attempt<T>(what: string, run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    failures.push(`${what} : ${message}`);
    console.error(`Mesure impossible — ${what} : ${message}`);
    return undefined;
  }
}

const pathOf = (url: string) => new URL(url).pathname;

/** The page's own scripts, largest first (the service worker's precache is summed in the table). */
function printScripts(visited: PageVisit): void {
  for (const script of visited.scripts) {
    if (script.serviceWorker) continue;
    console.log(
      `  ${pathOf(script.url).padEnd(48)} ${formatKb(script.gzipBytes).padStart(9)} gzip  ${formatKb(script.transferredBytes).padStart(9)} transférés (${script.contentEncoding})`,
    );
  }
}

/** JS figures of a visit; `budget` false shows the gzip total without a goal. */
function jsRows(
  visited: PageVisit,
  label: string,
  pageScripts: PageVisit['scripts'],
  budget = true,
): Row[] {
  const totals = scriptTotals(pageScripts);
  const worker = scriptTotals(visited.scripts.filter((script) => script.serviceWorker));
  const rows: Row[] = [
    {
      label: `${label} : JS gzip -9`,
      measured: `${formatKb(totals.gzipBytes)} en ${totals.files} fichiers`,
      goal: budget ? `≤ ${GOALS.firstVisitJsGzipKB} Ko` : '',
      met: budget ? kb(totals.gzipBytes) <= GOALS.firstVisitJsGzipKB : null,
    },
    {
      label: `${label} : JS transféré`,
      measured: `${formatKb(totals.transferredBytes)} (${totals.encodings.join(', ') || '—'}) ; ${formatKb(totals.decodedBytes)} décodés`,
      goal: '',
      met: null,
    },
  ];
  if (worker.files > 0) {
    rows.push({
      label: `${label} : JS du service worker`,
      measured: `${worker.files} fichiers, ${formatKb(worker.gzipBytes)} gzip lisibles (hors budget)`,
      goal: '',
      met: null,
    });
  }
  return rows;
}

function failedRow(label: string, visited: PageVisit): Row {
  return {
    label: `${label} : réponses HTTP en erreur`,
    measured: String(visited.failedResponses.length),
    goal: '0',
    met: visited.failedResponses.length === 0,
  };
}

function lighthouseRows(label: string, runs: readonly LighthouseRun[]): Row[] {
  const median = summarize(runs);
  const each = (pick: (run: LighthouseRun) => number) => runs.map(pick).join(', ');
  return [
    {
      label: `${label} : performance (médiane)`,
      measured: `${median.performance} (${each((run) => run.performance)})`,
      goal: `≥ ${GOALS.performance}`,
      met: median.performance >= GOALS.performance,
    },
    {
      label: `${label} : accessibilité (médiane)`,
      measured: `${median.accessibility} (${each((run) => run.accessibility)})`,
      goal: `≥ ${GOALS.accessibility}`,
      met: median.accessibility >= GOALS.accessibility,
    },
    {
      label: `${label} : LCP`,
      measured: formatSeconds(median.lcpMs),
      goal: `≤ ${formatSeconds(GOALS.lcpMs)}`,
      met: median.lcpMs <= GOALS.lcpMs,
    },
    { label: `${label} : FCP`, measured: formatSeconds(median.fcpMs), goal: '', met: null },
    { label: `${label} : TBT`, measured: formatMs(median.tbtMs), goal: '', met: null },
    { label: `${label} : CLS`, measured: formatNumber(median.cls), goal: '', met: null },
    {
      label: `${label} : JS (Lighthouse)`,
      measured: `${formatKb(median.jsTransferredBytes)} transférés en ${median.jsFiles} fichiers`,
      goal: '',
      met: null,
    },
  ];
}

async function lighthouseSeries(
  baseUrl: string,
  path: string,
  session?: DemoSession,
): Promise<LighthouseRun[]> {
  const runs: LighthouseRun[] = [];
  const pass = async (index: number) => {
    const run = await lighthouseRun(baseUrl, path, session);
    if (pathOf(run.finalUrl) !== path) {
      throw new Error(`Lighthouse a fini sur ${pathOf(run.finalUrl)} au lieu de ${path}.`);
    }
    console.log(
      `  passage ${index}/${RUNS} : performance ${run.performance}, accessibilité ${run.accessibility}, FCP ${formatSeconds(run.fcpMs)}, LCP ${formatSeconds(run.lcpMs)}, TBT ${formatMs(run.tbtMs)}, CLS ${formatNumber(run.cls)}`,
    );
    if (run.lcpElement) console.log(`    élément du LCP : ${run.lcpElement}`);
    for (const warning of run.warnings) console.log(`    avertissement : ${warning}`);
    return run;
  };
  for (let index = 1; index <= RUNS; index += 1) {
    // One retry when Lighthouse gives up (NO_FCP on a busy machine); a pass failing twice is
    // reported as a measurement not made, and the median is taken over the other passes.
    const run = await pass(index).catch((error: unknown) => {
      console.log(
        `  passage ${index}/${RUNS} refait : ${error instanceof Error ? error.message : String(error)}`,
      );
      return attempt(`Lighthouse ${path}, passage ${index}`, () => pass(index));
    });
    if (run) runs.push(run);
  }
  if (runs.length === 0) throw new Error(`aucun passage de Lighthouse n’a abouti sur ${path}.`);
  return runs;
}

const signInFormShown = (page: Page) =>
  page.getByRole('button', { name: 'Se connecter' }).waitFor({ state: 'visible', timeout: 60_000 });
const missionsShown = (page: Page) =>
  page
    .getByRole('heading', { name: 'Mes missions' })
    .waitFor({ state: 'visible', timeout: 60_000 });

async function main() {
  const before = describeMachine();
  console.log(
    `Machine : ${before.cpuCount} cœurs (${before.cpu}), charge ${before.loadAverage.join(' / ')}, commit ${before.commit?.slice(0, 7) ?? 'inconnu'}${before.dirty ? ' (arbre modifié)' : ''}`,
  );

  let baseUrl = args.url?.replace(/\/$/, '');
  let startMs: number | undefined;
  let stop: (() => Promise<void>) | undefined;
  if (!baseUrl) {
    console.log('Démarrage du produit (`npm start`, DATA_DIR temporaire)…');
    const product = await startFreshProduct();
    ({ origin: baseUrl, stop } = product);
    startMs = product.secondsToReady * 1000;
    console.log(`Prêt en ${formatSeconds(startMs)} (${product.readinessPath}) sur ${baseUrl}`);
  }
  const rows: Row[] = [];
  const results: Record<string, unknown> = { goals: GOALS, runs: RUNS, baseUrl, startMs };
  try {
    // 1. First visit to / signed out, on a phone, until the sign-in form shows.
    console.log('\nPremière visite de / sans session (Chromium, profil Pixel 7)…');
    const signedOut = await attempt('première visite de /', () =>
      visit({ baseUrl: baseUrl!, path: '/', ready: signInFormShown }),
    );
    if (signedOut) {
      const pageScripts = signedOut.scripts.filter((script) => !script.serviceWorker);
      console.log(
        `Formulaire affiché après ${formatSeconds(signedOut.contentShownMs)} sur ${signedOut.finalPath} ; scripts reçus :`,
      );
      printScripts(signedOut);
      if (signedOut.failedResponses.length > 0) {
        console.log(`Réponses en erreur : ${signedOut.failedResponses.join(' | ')}`);
      }
      if (signedOut.consoleErrors.length > 0) {
        console.log(`Erreurs de la console : ${signedOut.consoleErrors.join(' | ')}`);
      }
      rows.push(...jsRows(signedOut, '/ sans session', pageScripts));
      const assets = [...pageScripts, ...signedOut.otherAssets].filter(
        (asset) => pathOf(asset.url).startsWith('/assets/') && asset.status < 400,
      );
      const immutable = assets.filter((asset) => asset.cacheControl === IMMUTABLE).length;
      rows.push({
        label: '/assets/* de la visite en cache immuable',
        measured: `${immutable} sur ${assets.length}`,
        goal: 'tous',
        met: assets.length > 0 && immutable === assets.length,
      });
      rows.push(failedRow('/ sans session', signedOut));
      results.firstVisit = signedOut;
    }

    // 2. Headers and prerendering, over raw HTTP.
    const largestAsset = signedOut?.scripts.find(
      (script) => !script.serviceWorker && pathOf(script.url).startsWith('/assets/'),
    );
    const delivery = await attempt('en-têtes de livraison', () =>
      deliveryChecks(baseUrl!, largestAsset?.url),
    );
    if (delivery) {
      rows.push(...delivery.checks);
      for (const line of delivery.info) console.log(line);
      results.delivery = delivery;
    }

    // 3. Lighthouse mobile on the sign-in page.
    console.log(`\nLighthouse mobile sur /auth/login (${RUNS} passages)…`);
    const loginRuns = await attempt('Lighthouse /auth/login', () =>
      lighthouseSeries(baseUrl!, '/auth/login'),
    );
    if (loginRuns) {
      rows.push(...lighthouseRows('/auth/login', loginRuns));
      results.lighthouseLogin = { runs: loginRuns, median: summarize(loginRuns) };
    }

    // 4. A signed-in client's /missions.
    const session = await attempt('connexion de client@demo.fr', () => signInDemoClient(baseUrl!));
    if (session) {
      console.log('\nPremière visite de /missions connecté (client@demo.fr)…');
      const missions = await attempt('visite de /missions', () =>
        visit({ baseUrl: baseUrl!, path: '/missions', ready: missionsShown, session }),
      );
      if (missions) {
        const pageScripts = missions.scripts.filter((script) => !script.serviceWorker);
        // The page's own chunks: scripts the signed-out page itself did not load (the service
        // worker's precache of the signed-out visit does not count as loaded by the page).
        const signedOutUrls = new Set(
          signedOut?.scripts
            .filter((script) => !script.serviceWorker)
            .map((script) => pathOf(script.url)),
        );
        const own = pageScripts.filter((script) => !signedOutUrls.has(pathOf(script.url)));
        console.log(
          `Page affichée après ${formatSeconds(missions.contentShownMs)} sur ${missions.finalPath} ; scripts reçus :`,
        );
        printScripts(missions);
        if (missions.failedResponses.length > 0) {
          console.log(`Réponses en erreur : ${missions.failedResponses.join(' | ')}`);
        }
        if (missions.consoleErrors.length > 0) {
          console.log(`Erreurs de la console : ${missions.consoleErrors.join(' | ')}`);
        }
        // The budget applies to the page's own chunks (the entry and the shared chunks are the
        // signed-out visit's, measured above); the whole first load is shown beside it.
        rows.push(...jsRows(missions, '/missions connecté', pageScripts, false));
        if (signedOut) {
          const ownTotals = scriptTotals(own);
          rows.push({
            label: '/missions : ses propres chunks (absents de la visite sans session)',
            measured: `${formatKb(ownTotals.gzipBytes)} gzip en ${ownTotals.files} fichiers`,
            goal: `≤ ${GOALS.firstVisitJsGzipKB} Ko`,
            met: kb(ownTotals.gzipBytes) <= GOALS.firstVisitJsGzipKB,
          });
        }
        rows.push(failedRow('/missions connecté', missions));
        results.missionsVisit = { ...missions, ownScripts: own.map((script) => script.url) };
      }
      console.log(`\nLighthouse mobile sur /missions connecté (${RUNS} passages)…`);
      const missionRuns = await attempt('Lighthouse /missions', () =>
        lighthouseSeries(baseUrl!, '/missions', session),
      );
      if (missionRuns) {
        rows.push(...lighthouseRows('/missions', missionRuns));
        results.lighthouseMissions = { runs: missionRuns, median: summarize(missionRuns) };
      }
      // 5. The same family's /account (issue 25, point 9), the same way.
      console.log(`\nLighthouse mobile sur /account connecté (${RUNS} passages)…`);
      const accountRuns = await attempt('Lighthouse /account', () =>
        lighthouseSeries(baseUrl!, '/account', session),
      );
      if (accountRuns) {
        rows.push(...lighthouseRows('/account', accountRuns));
        results.lighthouseAccount = { runs: accountRuns, median: summarize(accountRuns) };
      }
    }
  } finally {
    await stop?.();
  }

  printTable('Résultats (Lighthouse : médiane des passages)', rows);
  const after = describeMachine();
  console.log(
    `\nCharge de la machine en fin de mesure : ${after.loadAverage.join(' / ')} (${after.cpuCount} cœurs)`,
  );
  const file = writeResultsFile('web', {
    machine: before,
    loadAfter: after.loadAverage,
    rows,
    failures,
    ...results,
  });
  console.log(`Résultats écrits dans ${file}`);
  if (failures.length > 0) {
    console.error(`\n${failures.length} mesure(s) impossible(s) :\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
}

const measurement = args['planning-board']
  ? import('./web/planning-board-render.ts').then(({ runPlanningBoardRender }) =>
      runPlanningBoardRender({ url: args.url }),
    )
  : main();
measurement.catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
