import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, pageOfItsOwn } from './test.ts';

export const DEMO = {
  client: { email: 'client@demo.fr', password: 'Demo1234!' },
  agent: { email: 'agent@demo.fr', password: 'Demo1234!' },
  operateur: { email: 'operateur@demo.fr', password: 'Demo1234!' },
  comptabilite: { email: 'comptabilite@demo.fr', password: 'Demo1234!' },
} as const;

export interface ApiSession {
  access_token: string;
  refresh_token: string;
  user: { id: number; name: string; prenom: string | null; roles_ids: number[] };
}

/** Signs in through the sign-in screen. */
export async function signInThroughScreen(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** A page of its own (`pageOfItsOwn`) signed in as the demo operator, on the back office. */
export async function operatorPageOfItsOwn(browser: Browser, options: BrowserContextOptions = {}) {
  const page = await pageOfItsOwn(browser, options);
  await signInThroughScreen(page, DEMO.operateur.email, DEMO.operateur.password);
  await expect(page).toHaveURL(/\/admin/);
  return page;
}

/**
 * On /besoin, once the form « Nouveau besoin » shows: a weekly cleaning need from `date`,
 * Wednesdays from 14:00 to `end` (the service is chosen when the form lets it be chosen).
 */
export async function fillWeeklyCleaningNeed(page: Page, date: string, end: string) {
  await expect(page.getByRole('heading', { name: 'Nouveau besoin' })).toBeVisible();
  const service = page.getByRole('combobox', { name: 'Prestation', exact: true });
  if (await service.isEnabled())
    await service.selectOption({ label: 'Entretien du domicile et repassage' });
  await page.getByLabel('Récurrent (chaque semaine)').check();
  await page.getByLabel('Date de début').fill(date);
  await page.getByRole('button', { name: 'Ajouter un créneau' }).click();
  const slot = page.getByRole('group', { name: 'Créneau 1' });
  await slot.getByLabel('Jour').selectOption({ label: 'Mer.' });
  await slot.getByLabel('Heure de début').selectOption('14:00');
  await slot.getByLabel('Heure de fin').selectOption(end);
}

/** Signs in through the API (as the app does) and answers the session. */
export async function signInThroughApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<ApiSession> {
  const response = await request.post('/api/auth/signin-user', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiSession }).data;
}

/** The same token with its expiry moved to the past (its signature no longer matches). */
export function expiredCopy(token: string): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    exp: number;
  };
  claims.exp = Math.floor(Date.now() / 1000) - 120;
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

/**
 * Puts a session in the page's local storage, as the app stores it. The storage is written from
 * a static file of the same origin, not from a page of the app: an app still starting up there
 * could clear or rewrite the session after it was stored.
 */
export async function storeSession(
  page: Page,
  session: { token: string; refreshToken: string; user: unknown },
) {
  await page.goto('/favicon.svg');
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('refresh_token', s.refreshToken);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}
