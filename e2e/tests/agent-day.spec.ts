import { expectAccessible } from '../support/a11y.ts';
import { DEMO, signInThroughScreen } from '../support/app.ts';
import { expect, pageOfItsOwn, test } from '../support/test.ts';

/*
 * Issue 25, point 4 on a 390 px phone: the demo agent's day (the seed plans two visits at the
 * demo client's today, from the half hour of the start), the directions link, the access
 * instructions in their window, « En route » — and the family reads it in its notifications,
 * without the door code.
 */

test.use({ viewport: { width: 390, height: 844 } });

test('l’intervenant voit sa journée, part « En route » et la famille est prévenue', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInThroughScreen(page, DEMO.agent.email, DEMO.agent.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto('/account/agent');
  await expect(page.getByRole('heading', { level: 1, name: 'Ma journée' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Visites du / })).toBeVisible();

  // Every visit has its directions link for the phone's map app.
  const directions = page.getByRole('link', { name: /^Itinéraire vers / }).first();
  await expect(directions).toBeVisible();
  await expect(directions).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
  );
  // The door code shows from one hour before a visit; later ones say from when.
  await expect(page.getByText(/Code de la porte|visibles à partir de/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tâches demandées' }).first()).toBeVisible();
  await expectAccessible(page);

  // « En route » on the first visit that still offers it, with a delay of 20 minutes.
  const offering = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'En route' }) })
    .first();
  await expect(offering).toBeVisible();
  // Named by its day and hours: once sent, its button reads « Mettre à jour mon arrivée ».
  const card = page.getByRole('listitem', {
    name: (await offering.getAttribute('aria-label')) ?? '',
    exact: true,
  });
  await card.getByRole('button', { name: 'En route' }).click();
  const dialog = page.getByRole('dialog', { name: 'Je pars chez le client' });
  await dialog.getByLabel(/Dans combien de minutes/).fill('20');
  await dialog.getByRole('button', { name: 'Prévenir la famille' }).click();
  await expect(
    card.getByText(/^En route : arrivée annoncée vers \d{1,2} h \d{2}\.$/),
  ).toBeVisible();

  // The week view.
  // On a phone, through the tab bar (the page's own links are for wide screens).
  await page.getByRole('link', { name: 'Semaine', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ma semaine' })).toBeVisible();
  await expect(page.getByText(/^Total de la semaine : /)).toBeVisible();
  await expectAccessible(page);

  // The family reads it in its notifications, without the door code.
  const family = await pageOfItsOwn(browser, { viewport: { width: 390, height: 844 } });
  await signInThroughScreen(family, DEMO.client.email, DEMO.client.password);
  await expect(family).not.toHaveURL(/\/auth\/login/);
  await family.goto('/notifications');
  const notice = family.getByText(/Karim est en route, arrivée vers \d{1,2} h \d{2}\./).first();
  await expect(notice).toBeVisible();
  await expect(family.getByText('4821B')).toHaveCount(0);
  await family.context().close();
});
