import { expectAccessible } from '../support/a11y.ts';
import { expect, test } from '../support/test.ts';
import { DEMO, signInThroughScreen } from '../support/app.ts';

test('axe : besoin, nouveau besoin, devis et écrans publics d’un client connecté', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInThroughScreen(page, DEMO.client.email, DEMO.client.password);
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();

  await page.goto('/besoin');
  await expect(page.getByRole('heading', { name: 'Nouveau besoin' })).toBeVisible();
  await expectAccessible(page);

  // Every segment, and the recurring form with a slot, an estimate and field errors.
  for (const segment of ['Récurrent', 'Mutuelle']) {
    await page.getByText(new RegExp(`^${segment} \\(\\d`)).click();
    await expectAccessible(page);
  }
  await page.getByLabel('Récurrent (chaque semaine)').check();
  await page.getByRole('button', { name: 'Envoyer ma demande de devis' }).click();
  await expect(page.getByText('Ajoutez au moins un créneau.')).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter un créneau' }).click();
  await expect(page.getByTestId('estimate-amount')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/documents/devis');
  await expect(page.getByRole('heading', { name: 'Mes devis' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Voir le devis/ }).first()).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('button', { name: /Voir le devis/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /^Devis / })).toBeVisible();
  await expectAccessible(page);

  for (const [path, heading] of [
    ['/scenario-propositions', 'Propositions de scénarios'],
    ['/facturation-planifies-modal', 'Facturation planifiée'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à mon compte' })).toBeVisible();
    await expectAccessible(page);
  }
});
