import { expect, test, type Page } from '@playwright/test';

const DEMO_CLIENT = { email: 'client@demo.fr', password: 'Demo1234!' };

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('la page d’accueil est en français', async ({ page }) => {
  await page.goto('/');

  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle('Maisonnée');
  await expect(page.getByRole('heading', { level: 1, name: 'Maisonnée' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expect(page.getByText(/ménage et repassage/)).toBeVisible();
});

test('le client de démonstration se connecte et il est accueilli par son nom', async ({ page }) => {
  await page.goto('/');

  await signIn(page, DEMO_CLIENT.email, DEMO_CLIENT.password);

  await expect(page.getByRole('status')).toHaveText(/^Bienvenue, \S.*/);
});

test('un mauvais mot de passe affiche le message d’erreur en français de l’API', async ({
  page,
}) => {
  await page.goto('/');

  const signInResponse = page.waitForResponse('**/api/auth/signin-user');
  await signIn(page, DEMO_CLIENT.email, 'mauvais-mot-de-passe');
  const response = await signInResponse;

  // The API decides between 400 and 401; what matters is a refusal that is not a server error.
  expect(response.status()).toBeGreaterThanOrEqual(400);
  expect(response.status()).toBeLessThan(500);
  const body = (await response.json()) as {
    success: boolean;
    error: { code: string; message: string };
  };
  expect(body.success).toBe(false);
  expect(body.error.message).not.toBe('');
  await expect(page.getByRole('status')).toHaveText(body.error.message);
  await expect(page.getByRole('status')).not.toContainText('Bienvenue');
});

test('GET /api/health répond que le service va bien', async ({ request }) => {
  const response = await request.get('/api/health');

  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ success: true, data: { status: 'ok' } });
});

test('un lien profond est servi par l’application (repli SPA)', async ({ page }) => {
  const response = await page.goto('/missions');

  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Maisonnée' })).toBeVisible();
});

test('une route d’API inconnue répond 404 en JSON, pas avec la page', async ({ request }) => {
  const response = await request.get('/api/route-inexistante');

  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({
    success: false,
    error: { code: 'ROUTE_NOT_FOUND' },
  });
});
