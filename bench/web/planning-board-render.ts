// `npm run bench:web -- --planning-board` (issue 26, point 6): does the week board of 150 agents
// render without jank? On the volume database (bench/volume) with its dense agency week
// (volume/planning-board-fixture.ts), the operator opens /admin/planning on that week with 150
// agents a page, narrows it to the agency's postal code (≈ 3,000 visits), then scrolls the board
// for 3 s sideways and down; the long tasks of each phase are read from the page (PerformanceObserver
// « longtask »), in Debian's Chromium, on a desktop profile and on a phone profile.
// Some functions below run in the page (page.evaluate, addInitScript): the DOM's types.
/// <reference lib="dom" />
import type { CDPSession, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { onInterrupt } from '../lib/interrupt.ts';
import { stopAllGroups } from '../lib/process-groups.ts';
import { describeMachine, writeResultsFile } from '../lib/results-file.ts';
import { startApi } from '../volume/api-server.ts';
import {
  describeBoardAnswer,
  formatBoardAnswer,
  type BoardAnswer,
} from '../volume/board-answer.ts';
import { connect, ensureVolumeData } from '../volume/database.ts';
import { insertBoardFixture, type BoardFixture } from '../volume/planning-board-fixture.ts';
import { OPERATOR_EMAIL, readSettings, VOLUME_PASSWORD } from '../volume/settings.ts';
import { pathOf } from '../volume/targets.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { formatMs, formatSeconds } from './format.ts';
import { printTable, type Row } from './report.ts';
import { SESSION_HINT_COOKIE, sessionStorageEntries, type DemoSession } from './session.ts';

/** A long task over this blocks input long enough to be felt (issue 26, point 6), scroll included. */
export const RENDER_GOALS = { longestTaskMs: 200 } as const;
const SCROLL_MS = 3_000;
const READY_TIMEOUT_MS = 180_000;

interface Profile {
  name: string;
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
  /** Chromium's CPU slowdown (1: the machine as it is). */
  cpuThrottling: number;
  /** Figures of this profile are information, not goals. */
  informative: boolean;
}

const PROFILES: Profile[] = [
  {
    name: 'bureau 1280×800',
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    cpuThrottling: 1,
    informative: false,
  },
  {
    name: 'téléphone 390 px, CPU ×4',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    cpuThrottling: 4,
    informative: true,
  },
];

interface LongTask {
  start: number;
  duration: number;
}

interface Phase {
  /** Milliseconds from the action to the expected content on screen (null: scroll). */
  shownMs: number | null;
  longTasks: number;
  longTasksTotalMs: number;
  longestTaskMs: number;
  /** Frames of the scroll (null outside it) and the longest gap between two of them. */
  frames: number | null;
  longestFrameMs: number | null;
}

interface ProfileRun {
  profile: string;
  open: Phase & { rows: number; blocks: number };
  filter: Phase & { rows: number; blocks: number };
  scroll: Phase & { scrolledX: number; scrolledY: number };
  consoleErrors: string[];
}

/** Runs in the page before its scripts: every long task, kept for the bench to read. */
function observeLongTasks() {
  const tasks: { start: number; duration: number }[] = [];
  (globalThis as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

const now = (page: Page) => page.evaluate(() => performance.now());
const longTasks = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { __longTasks: LongTask[] }).__longTasks.slice());

function summarize(tasks: LongTask[], from: number, to: number) {
  const inside = tasks.filter((task) => task.start >= from && task.start < to);
  return {
    longTasks: inside.length,
    longTasksTotalMs: inside.reduce((sum, task) => sum + task.duration, 0),
    longestTaskMs: inside.reduce((max, task) => Math.max(max, task.duration), 0),
  };
}

/** Rows and visit blocks of the week table now on screen. */
const tableCounts = (page: Page) =>
  page.evaluate(() => {
    const table = document.querySelector('[data-testid="planning-board-scroll"] table');
    return {
      rows: table?.querySelectorAll('tbody > tr').length ?? 0,
      blocks: table?.querySelectorAll('[data-visit]').length ?? 0,
    };
  });

/** Waits until the table holds `rows` rows and `blocks` blocks (checked at each frame). */
async function waitForTable(page: Page, rows: number, blocks: number) {
  // Cheap at each frame (no role or label lookup over 35,000 nodes: it would be counted as the
  // page's own long tasks).
  await page.waitForFunction(
    ([wantedRows, wantedBlocks]) => {
      const table = document.querySelector<HTMLTableElement>(
        '[data-testid="planning-board-scroll"] table',
      );
      return (
        (table?.tBodies[0]?.rows.length ?? 0) >= wantedRows! &&
        (table?.querySelectorAll('[data-visit]').length ?? 0) >= wantedBlocks!
      );
    },
    [rows, blocks],
    { polling: 'raf', timeout: READY_TIMEOUT_MS },
  );
}

/**
 * 3 s of scrolling, frame by frame: the board sideways for half of it, then the page down. Sent as
 * source text: tsx names the functions it compiles with a helper the page does not have.
 */
const scrollBoard = (durationMs: number) => `new Promise((resolve) => {
  const box = document.querySelector('[data-testid="planning-board-scroll"]');
  const page = document.scrollingElement || document.documentElement;
  const started = performance.now();
  let last = started;
  let frames = 0;
  let longest = 0;
  const step = (time) => {
    frames++;
    longest = Math.max(longest, time - last);
    last = time;
    const elapsed = time - started;
    if (elapsed < ${durationMs} / 2) box.scrollLeft += 24;
    else page.scrollTop += 40;
    if (elapsed < ${durationMs}) requestAnimationFrame(step);
    else resolve({ frames, longestFrameMs: longest, x: box.scrollLeft, y: page.scrollTop });
  };
  requestAnimationFrame(step);
})`;

async function signInOperator(origin: string): Promise<DemoSession> {
  const response = await fetch(`${origin}${pathOf('signinUser')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: OPERATOR_EMAIL, password: VOLUME_PASSWORD }),
  });
  const body = (await response.json().catch(() => null)) as { data?: DemoSession } | null;
  if (!response.ok || !body?.data?.access_token) {
    throw new Error(`Connexion de ${OPERATOR_EMAIL} refusée (HTTP ${response.status}).`);
  }
  return body.data;
}

async function runProfile(
  origin: string,
  session: DemoSession,
  fixture: BoardFixture,
  expected: { open: BoardAnswer; filtered: BoardAnswer },
  profile: Profile,
): Promise<ProfileRun> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS],
    handleSIGINT: false,
  });
  const forget = onInterrupt(() => browser.close());
  try {
    const context = await browser.newContext({
      viewport: profile.viewport,
      deviceScaleFactor: profile.deviceScaleFactor,
      isMobile: profile.isMobile,
      hasTouch: profile.hasTouch,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      serviceWorkers: 'block',
      storageState: {
        cookies: [
          {
            name: SESSION_HINT_COOKIE,
            value: '1',
            domain: new URL(origin).hostname,
            path: '/',
            expires: -1,
            httpOnly: false,
            secure: false,
            sameSite: 'Lax',
          },
        ],
        origins: [{ origin, localStorage: sessionStorageEntries(session) }],
      },
    });
    await context.addInitScript(observeLongTasks);
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuThrottling });

    // 1. Open the board on the fixture's week, 150 agents a page: the base's first page by name.
    const openedAt = Date.now();
    await page.goto(`${origin}/admin/planning?semaine=${fixture.debut}&par_page=150`, {
      waitUntil: 'commit',
    });
    await waitForTable(page, expected.open.agents, expected.open.interventions);
    const openShownMs = Date.now() - openedAt;
    // Whatever the page does right after (the rest of the admin shell) belongs to the load.
    await page.waitForTimeout(1_000);
    const openEnd = await now(page);
    const openCounts = await tableCounts(page);

    // 2. Narrow it to the agency's postal code: ≈ 3,000 visits on 150 rows. The button is found
    // by CSS, not by its role: Playwright's role lookup walks the page in it, on its main thread.
    await page.getByLabel('Code postal').fill(fixture.codePostal);
    const filterButton = page.locator(
      'form[aria-label="Filtres du tableau"] button[type="submit"]',
    );
    await filterButton.waitFor();
    // What typing caused (and Playwright's own checks of the button) is over before the press.
    await page.waitForTimeout(500);
    const filterStart = await now(page);
    const filteredAt = Date.now();
    await filterButton.click();
    await waitForTable(page, expected.filtered.agents, expected.filtered.interventions);
    const filterShownMs = Date.now() - filteredAt;
    await page.waitForTimeout(1_000);
    const filterEnd = await now(page);
    const filterCounts = await tableCounts(page);

    // 3. Scroll the dense board.
    const scrollStart = await now(page);
    const scrolled = await page.evaluate<{
      frames: number;
      longestFrameMs: number;
      x: number;
      y: number;
    }>(scrollBoard(SCROLL_MS));
    const scrollEnd = await now(page);
    const tasks = await longTasks(page);
    await context.close();
    return {
      profile: profile.name,
      open: {
        shownMs: openShownMs,
        ...summarize(tasks, 0, openEnd),
        frames: null,
        longestFrameMs: null,
        ...openCounts,
      },
      filter: {
        shownMs: filterShownMs,
        ...summarize(tasks, filterStart, filterEnd),
        frames: null,
        longestFrameMs: null,
        ...filterCounts,
      },
      scroll: {
        shownMs: null,
        ...summarize(tasks, scrollStart, scrollEnd),
        frames: scrolled.frames,
        longestFrameMs: scrolled.longestFrameMs,
        scrolledX: scrolled.x,
        scrolledY: scrolled.y,
      },
      consoleErrors,
    };
  } finally {
    forget();
    await browser.close();
  }
}

function rowsOf(run: ProfileRun, profile: Profile): Row[] {
  const goal = (met: boolean, text: string) =>
    profile.informative ? { goal: '', met: null } : { goal: text, met };
  const tasksText = (phase: Phase) =>
    `${phase.longTasks} (total ${formatMs(phase.longTasksTotalMs)}, la plus longue ${formatMs(phase.longestTaskMs)})`;
  const label = (what: string) => `${run.profile} : ${what}`;
  return [
    {
      label: label(
        `ouverture, lignes affichées (${run.open.rows} agents, ${run.open.blocks} blocs)`,
      ),
      measured: formatSeconds(run.open.shownMs!),
      goal: '',
      met: null,
    },
    {
      label: label('ouverture, tâches longues'),
      measured: tasksText(run.open),
      ...goal(
        run.open.longestTaskMs <= RENDER_GOALS.longestTaskMs,
        `aucune > ${RENDER_GOALS.longestTaskMs} ms`,
      ),
    },
    {
      label: label(
        `filtre du code postal, lignes affichées (${run.filter.rows} agents, ${run.filter.blocks} blocs)`,
      ),
      measured: formatSeconds(run.filter.shownMs!),
      goal: '',
      met: null,
    },
    {
      label: label('filtre du code postal, tâches longues'),
      measured: tasksText(run.filter),
      ...goal(
        run.filter.longestTaskMs <= RENDER_GOALS.longestTaskMs,
        `aucune > ${RENDER_GOALS.longestTaskMs} ms`,
      ),
    },
    {
      label: label(`défilement ${SCROLL_MS / 1000} s, tâches longues`),
      measured: tasksText(run.scroll),
      ...goal(
        run.scroll.longestTaskMs <= RENDER_GOALS.longestTaskMs,
        `aucune > ${RENDER_GOALS.longestTaskMs} ms`,
      ),
    },
    {
      label: label('défilement, images et plus long écart entre deux'),
      measured: `${run.scroll.frames} images, ${formatMs(run.scroll.longestFrameMs ?? Number.NaN)} (${run.scroll.scrolledX} px de côté, ${run.scroll.scrolledY} px vers le bas)`,
      goal: '',
      met: null,
    },
  ];
}

export async function runPlanningBoardRender(options: { url?: string | undefined }) {
  const machine = describeMachine();
  console.log(
    `Machine : ${machine.cpuCount} cœurs (${machine.cpu}), charge ${machine.loadAverage.join(' / ')}, commit ${machine.commit?.slice(0, 7) ?? 'inconnu'}${machine.dirty ? ' (arbre modifié)' : ''}`,
  );
  const settings = readSettings();
  await ensureVolumeData(settings.databaseUrl);
  const db = await connect(settings.databaseUrl);
  let stop: (() => Promise<void>) | undefined;
  let fixture: BoardFixture | undefined;
  try {
    let origin = options.url?.replace(/\/$/, '');
    if (!origin) {
      console.log('Démarrage du produit sur la base de volume (`npm start`)…');
      const api = await startApi(settings);
      onInterrupt(api.stop);
      ({ origin, stop } = api);
    }
    console.log('Semaine dense du tableau de planning : insertion…');
    fixture = await insertBoardFixture(db);
    console.log(
      `  semaine du ${fixture.debut}, ${fixture.ville} (${fixture.codePostal}) : ${fixture.agents} agents, ${fixture.interventions} interventions dont ${fixture.unstaffed} à pourvoir.`,
    );
    const session = await signInOperator(origin);
    const board = (extra: Record<string, unknown>) =>
      describeBoardAnswer(origin, {
        method: 'POST',
        path: pathOf('getPlanningSemaine'),
        token: session.access_token,
        body: { debut: fixture!.debut, page: 1, par_page: 150, ...extra },
      });
    const expected = {
      open: await board({}),
      filtered: await board({ code_postal: fixture.codePostal }),
    };
    console.log(`  à l'ouverture : ${formatBoardAnswer(expected.open)}`);
    console.log(`  filtré sur ${fixture.codePostal} : ${formatBoardAnswer(expected.filtered)}`);

    const rows: Row[] = [];
    const runs: ProfileRun[] = [];
    for (const profile of PROFILES) {
      console.log(`\nChromium, ${profile.name}…`);
      const run = await runProfile(origin, session, fixture, expected, profile);
      runs.push(run);
      rows.push(...rowsOf(run, profile));
      if (run.consoleErrors.length > 0)
        console.log(`  erreurs de la console : ${run.consoleErrors.join(' | ')}`);
    }
    printTable(
      'Tableau de planning de 150 agents : rendu (le téléphone est donné pour information)',
      rows,
    );
    const after = describeMachine();
    console.log(
      `\nCharge de la machine en fin de mesure : ${after.loadAverage.join(' / ')} (${after.cpuCount} cœurs)`,
    );
    const file = writeResultsFile('web-planning-board', {
      machine,
      loadAfter: after.loadAverage,
      goals: RENDER_GOALS,
      fixture: { ...fixture, remove: undefined },
      answers: expected,
      profiles: PROFILES,
      runs,
      rows,
    });
    console.log(`Résultats écrits dans ${file}`);
  } finally {
    await fixture?.remove();
    await db.end();
    await stop?.();
    await stopAllGroups();
  }
}
