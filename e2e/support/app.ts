import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO = {
  client: { email: 'client@demo.fr', password: 'Demo1234!' },
  agent: { email: 'agent@demo.fr', password: 'Demo1234!' },
  operateur: { email: 'operateur@demo.fr', password: 'Demo1234!' },
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
