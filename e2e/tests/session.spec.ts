import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DEMO, expiredCopy, signInThroughApi, storeSession, storedToken } from '../support/app.ts';

/**
 * The demo client's session, signed in through the API, stored in the page with its access token
 * expired; the refresh token is the session's unless `refreshToken` says otherwise.
 */
async function storeExpiredSession(page: Page, request: APIRequestContext, refreshToken?: string) {
  const session = await signInThroughApi(request, DEMO.client.email, DEMO.client.password);
  const expired = expiredCopy(session.access_token);
  await storeSession(page, {
    token: expired,
    refreshToken: refreshToken ?? session.refresh_token,
    user: session.user,
  });
  return { session, expired };
}

test('un jeton expiré est renouvelé sans que l’utilisateur le remarque', async ({
  page,
  request,
}) => {
  const { session, expired } = await storeExpiredSession(page, request);

  const refresh = page.waitForResponse('**/api/auth/token-refresh');
  await page.goto('/account');
  expect((await refresh).status()).toBe(200);

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Espace client' })).toBeVisible();
  const renewed = await storedToken(page);
  expect(renewed).not.toBeNull();
  expect(renewed).not.toBe(expired);
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).not.toBe(
    session.refresh_token,
  );
});

test('un jeton expiré sur l’écran de connexion est renouvelé et mène à /account', async ({
  page,
  request,
}) => {
  await storeExpiredSession(page, request);
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/account$/);
});

test('un renouvellement refusé mène à l’écran de connexion et efface la session', async ({
  page,
  request,
}) => {
  await storeExpiredSession(page, request, 'jeton-de-rafraichissement-inconnu');

  const refresh = page.waitForResponse('**/api/auth/token-refresh');
  await page.goto('/account');
  expect((await refresh).status()).toBeGreaterThanOrEqual(400);

  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});
