import { expect, test } from '../support/test.ts';

test('GET /api/health répond que le service va bien', async ({ request }) => {
  const response = await request.get('/api/health');

  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ success: true, data: { status: 'ok' } });
});

test('un lien profond est servi par l’application (repli SPA)', async ({ page }) => {
  const response = await page.goto('/scenario-propositions');

  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Propositions de scénarios' }),
  ).toBeVisible();
});

test('une route d’API inconnue répond 404 en JSON, pas avec la page', async ({ request }) => {
  const response = await request.get('/api/route-inexistante');

  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({
    success: false,
    error: { code: 'ROUTE_NOT_FOUND' },
  });
});

test('le manifeste de l’application installable est servi', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as { name: string; lang: string; theme_color: string };
  expect(manifest).toMatchObject({ lang: 'fr', theme_color: '#1d5c4f' });
  expect(manifest.name).toContain('Maisonnée');
});
