import { expectAccessible } from '../support/a11y.ts';
import { expect, test } from '../support/test.ts';
import { DEMO, signInThroughScreen } from '../support/app.ts';

/*
 * Issue 14 in the browser: a mission card's « Voir toutes les interventions à venir » asks the
 * mission's interventions by pages (docs/lists.md) and says how many it shows of how many; the
 * list stays accessible on a phone, and goes back to the next interventions.
 */

test('the client pages the upcoming interventions of a mission', async ({ page }) => {
  await signInThroughScreen(page, DEMO.client.email, DEMO.client.password);
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
  await page.getByRole('link', { name: 'Mes missions et mon agenda' }).click();
  await expect(page.getByRole('heading', { name: 'Mes missions' })).toBeVisible();
  // The seed's mission with interventions (the mutuelle segment, as missions-agent.spec.ts).
  await page.getByText(/^Mutuelle \(\d+\)$/).click();
  const card = page.getByRole('region').filter({ hasText: 'Prochaines interventions' }).first();
  const pageAsked = page.waitForResponse(
    (response) =>
      response.url().includes('/api/missions/interventions/') &&
      response.request().method() === 'POST',
  );
  await card.getByRole('button', { name: 'Voir toutes les interventions à venir' }).click();
  const answer = await pageAsked;
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as {
    data: { items: unknown[]; page: number; limit: number; total: number };
  };
  expect(data).toMatchObject({ page: 1, limit: 20 });
  expect(data.items.length).toBe(Math.min(20, data.total));
  await expect(
    card.getByRole('heading', { name: 'Toutes les interventions à venir' }),
  ).toBeVisible();
  await expect(
    card.getByRole('status').filter({ hasText: `${data.items.length} sur ${data.total}` }),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: 'Voir plus' })).toHaveCount(
    data.total > data.items.length ? 1 : 0,
  );
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Revenir aux prochaines interventions' }).click();
  await expect(card.getByRole('heading', { name: 'Prochaines interventions' })).toBeVisible();
});
