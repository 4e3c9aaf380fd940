import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO, signInThroughApi, storeSession } from '../support/app.ts';
import { encryptId } from '../support/ids.ts';
import { expect, test } from '../support/test.ts';

/*
 * Request budget of the two public signed-link screens (issue 9): they once sent about 70
 * requests a second, each with a new encrypted id, until the rate limiter refused everything
 * from the address, and showed "Chargement…" forever. Each screen, opened with a valid link,
 * a bad link and a signed-in session, must make a handful of API calls and show an outcome.
 */

/** The server's JWT secret: `npm start` in the harness runs with the API's development default. */
const JWT_SECRET = process.env.JWT_SECRET ?? 'maisonnee-dev-jwt-secret-change-me-0123456789';

/** At most this many API calls while a screen opens and for a few seconds after. */
const API_REQUEST_BUDGET = 5;
const WATCH_MS = 4_000;

type Screen = 'scenario-propositions' | 'facturation-planifies-modal';

/**
 * `served`: the API answers the screen's data whatever opens it. The billing screen shows the
 * planned billing of the accepted proposal (`GET /api/scenarios/facturation-planifiee/{id}`,
 * after the client's proposals: two requests at most), which needs a session besides the link
 * (issue 9 point 13): opened by a link alone it asks nothing and ends on its French message
 * (« Ce lien n’est plus valable. … connectez-vous »), within the same budget.
 */
const SCREENS: readonly { path: Screen; heading: string; empty: string; served: boolean }[] = [
  {
    path: 'scenario-propositions',
    heading: 'Propositions de scénarios',
    empty: 'Aucune proposition en cours.',
    served: true,
  },
  {
    path: 'facturation-planifies-modal',
    heading: 'Facturation planifiée',
    empty:
      'Aucune facturation planifiée : vous n’avez pas encore accepté de proposition de planning.',
    served: false,
  },
];

/** A signed-link token, as apps/api/src/lib/signed-link.ts makes it, valid for one hour. */
function signLinkToken(screen: Screen, clientId: number): string {
  const seconds = Math.floor(Date.now() / 1000) + 3600;
  const key = createHmac('sha256', JWT_SECRET).update('maisonnee:signed-link').digest();
  const mac = createHmac('sha256', key)
    .update(`${screen}|${clientId}|${seconds}`)
    .digest('base64url');
  return `${seconds}.${mac}`;
}

/**
 * The app's background channels of a signed-in tab: one realtime stream (GET /api/realtime) and
 * the fire-and-forget usage logs (docs/usage-logs.md). They are not the screen's data calls and
 * do not loop: they are left out of its budget.
 */
const BACKGROUND_CHANNELS = /^\/api\/(realtime$|log\/)/;

/** Counts the page's API calls (everything the web app sends to the API's paths). */
function countApiRequests(page: Page): { urls: string[] } {
  const seen = { urls: [] as string[] };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(api|users|uploads)\//.test(pathname) && !BACKGROUND_CHANNELS.test(pathname))
      seen.urls.push(`${request.method()} ${pathname}`);
  });
  return seen;
}

/** Opens the screen, waits for its outcome, then watches a few more seconds. */
async function openAndWatch(page: Page, url: string, heading: string) {
  const requests = countApiRequests(page);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return requests;
}

/** The screen ended somewhere: its list, its empty text, or its French error. */
async function expectOutcome(page: Page, screen: (typeof SCREENS)[number]) {
  const outcome = page
    .getByText(screen.empty)
    .or(page.locator('article').first())
    .or(page.getByRole('alert'));
  await expect(outcome.first()).toBeVisible();
  if (screen.served) await expect(page.getByRole('alert')).toHaveCount(0);
}

async function expectWithinBudget(page: Page, requests: { urls: string[] }) {
  await page.waitForTimeout(WATCH_MS);
  expect(requests.urls.length, requests.urls.join('\n')).toBeLessThanOrEqual(API_REQUEST_BUDGET);
  await expect(page.getByText('Chargement…')).toHaveCount(0);
}

let clientId: number;

test.beforeAll(async ({ request }) => {
  const session = await signInThroughApi(request, DEMO.client.email, DEMO.client.password);
  const id = (session.user as { client_id?: number | null }).client_id;
  expect(typeof id).toBe('number');
  clientId = id as number;
});

for (const screen of SCREENS) {
  test.describe(`/${screen.path}`, () => {
    test('avec un lien signé valide : quelques requêtes, puis les données', async ({ page }) => {
      const link = `/${screen.path}?client=${encryptId(clientId)}&token=${signLinkToken(screen.path, clientId)}`;
      const requests = await openAndWatch(page, link, screen.heading);
      await expectOutcome(page, screen);
      await expectWithinBudget(page, requests);
    });

    test('avec un lien dont la signature est fausse : une erreur en français, sans boucle', async ({
      page,
    }) => {
      const link = `/${screen.path}?client=${encryptId(clientId)}&token=${Math.floor(Date.now() / 1000) + 3600}.${'A'.repeat(43)}`;
      const requests = await openAndWatch(page, link, screen.heading);
      await expect(page.getByRole('alert')).toContainText('Ce lien n’est plus valable.');
      await expectWithinBudget(page, requests);
    });

    test('avec un identifiant de client illisible : pas de boucle non plus', async ({ page }) => {
      const requests = await openAndWatch(
        page,
        `/${screen.path}?client=pas-un-identifiant&token=1.x`,
        screen.heading,
      );
      await expect(
        page
          .getByRole('alert')
          .or(page.getByText('Ouvrez cet écran depuis le lien reçu par e-mail', { exact: false })),
      ).toBeVisible();
      await expectWithinBudget(page, requests);
    });

    test('sans lien, pour le client connecté : quelques requêtes, puis les données', async ({
      page,
      request,
    }) => {
      const session = await signInThroughApi(request, DEMO.client.email, DEMO.client.password);
      await storeSession(page, {
        token: session.access_token,
        refreshToken: session.refresh_token,
        user: session.user,
      });
      const requests = await openAndWatch(page, `/${screen.path}`, screen.heading);
      await expectOutcome(page, screen);
      await expectWithinBudget(page, requests);
    });
  });
}
