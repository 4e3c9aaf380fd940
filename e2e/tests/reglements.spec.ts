import { expect, pageOfItsOwn, test } from '../support/test.ts';
import { DEMO, signInThroughScreen } from '../support/app.ts';

/*
 * Issue 27, points 2 and 3, through the screens: the agency's accountant finds an overdue invoice
 * in « Impayés », records part of a transfer against it, and the invoice and the aged list show
 * what remains; the family is told, and finds the payment on its « Règlements » screen. The
 * household is the demo's Blanc family (an invoice overdue, README), used by no other spec.
 */

const BLANC = { email: 'famille.blanc@demo.fr', password: 'Demo1234!' };

/** A euro amount as the screens write it (« 1 234,56 € »), spaces normalised. */
const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/\s/g, ' ');

/** An amount read off a screen (« 437,20 € ») in cents. */
const cents = (text: string) =>
  Math.round(
    Number(/([\d\s ]+,\d{2})\s*€/.exec(text)![1]!.replace(/[\s ]/g, '').replace(',', '.')) * 100,
  );

test('le comptable enregistre un virement partiel sur une facture en retard, la famille le voit', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const reference = `VIR-E2E-${Date.now()}`;

  // 1. « Impayés »: the Blanc family's overdue invoice, with what remains on it.
  await signInThroughScreen(page, DEMO.comptabilite.email, DEMO.comptabilite.password);
  await page.waitForURL(/\/admin/);
  await page.goto('/admin/factures/impayes');
  await expect(page.getByRole('heading', { level: 2, name: 'Impayés' })).toBeVisible();
  const card = page
    .getByRole('listitem')
    .filter({ hasText: 'Olivier Blanc' })
    .filter({
      hasText: /jours? de retard/,
    });
  await expect(card).toHaveCount(1);
  const link = card.getByRole('link', {
    name: /^Ouvrir la facture F-\d{4}-\d{6} — Olivier Blanc$/,
  });
  const numero = /F-\d{4}-\d{6}/.exec((await link.getAttribute('aria-label')) ?? '')![0];
  const owed = cents((await card.textContent()) ?? '');
  expect(owed).toBeGreaterThan(10_000);

  // 2. On the invoice: a transfer of 100,00 € received, set against it.
  await link.click();
  await expect(page.getByRole('heading', { name: new RegExp(numero) }).first()).toBeVisible();
  await expect(page.getByText(`Reste à payer : ${euros(owed)}`).first()).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer un règlement' }).click();
  const form = page.getByRole('form', { name: 'Enregistrer un règlement' });
  await form.getByLabel('Mode de règlement').selectOption({ label: 'Virement' });
  await form.getByLabel('Référence (virement, chèque…)').fill(reference);
  await form.getByRole('textbox', { name: /^Montant reçu/ }).fill('100,00');
  await form.getByRole('textbox', { name: /^Montant imputé sur cette facture/ }).fill('100,00');
  await form.getByRole('button', { name: 'Enregistrer le règlement' }).click();
  await expect(page.getByText('Règlement enregistré.')).toBeVisible();
  const history = page.getByRole('table', { name: 'Historique de la facture' });
  await expect(history.getByRole('row').filter({ hasText: reference })).toContainText(
    euros(10_000),
  );
  await expect(page.getByText(`Reste à payer : ${euros(owed - 10_000)}`).first()).toBeVisible();

  // 3. The aged list now owes the rest of that invoice.
  await page.goto('/admin/factures/impayes');
  const after = page.getByRole('listitem').filter({ hasText: numero });
  await expect(after).toContainText(euros(owed - 10_000));

  // 4. The family is told, and sees the payment with the invoice it settled.
  const family = await pageOfItsOwn(browser, { viewport: { width: 390, height: 844 } });
  await signInThroughScreen(family, BLANC.email, BLANC.password);
  await family.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await family.goto('/notifications');
  await expect(
    family.getByText(new RegExp(`règlement de ${euros(10_000)}.*${numero}`)).first(),
  ).toBeVisible();
  await family.goto('/documents/reglements');
  await expect(family.getByRole('heading', { name: 'Mes règlements' })).toBeVisible();
  const payment = family.getByRole('listitem').filter({ hasText: reference });
  await expect(payment).toContainText(euros(10_000));
  await expect(payment).toContainText('Virement');
  await expect(payment).toContainText(numero);
  await family.context().close();
});
