import type { Page } from '@playwright/test';
import { expect, pageOfItsOwn, test } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';
import { DEMO, signInThroughScreen } from '../support/app.ts';
import { waitForInvitationCode } from '../support/mailbox.ts';

/*
 * Issue 25, point 7, on a 390 px phone: the demo family invites a relative from /proches → the
 * relative chooses a password with the mailed link, signs in and lands on /suivi (the household's
 * visits), opens the liaison notebook, cannot open /documents → the family removes the access →
 * the relative's open session is refused at once.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const PASSWORD = 'Proche-Tilleul-2026';

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a family invites a relative, who follows the household, then removes the access', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const family = await pageOfItsOwn(browser, PHONE);
  const relative = await pageOfItsOwn(browser, PHONE);
  const stamp = Date.now().toString(36);
  const email = `lea.${stamp}@exemple.fr`;

  // The family invites Léa from /proches.
  await signInThroughScreen(family, DEMO.client.email, DEMO.client.password);
  await expect(family).not.toHaveURL(/\/auth\/login/);
  await family.goto('/proches');
  await expect(family.getByRole('heading', { level: 1, name: 'Mes proches' })).toBeVisible();
  await expect(family.getByText(/ni signer un devis, ni payer/)).toBeVisible();
  await family.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await family.getByRole('textbox', { name: 'Prénom' }).fill('Léa');
  await family.getByRole('textbox', { name: /Lien avec vous/ }).fill('petite-fille');
  await family.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(family.getByText(`Invitation envoyée à ${email}.`)).toBeVisible();
  const list = family.getByRole('list', { name: 'Vos proches' });
  const lea = list.getByRole('listitem').filter({ hasText: email });
  await expect(lea.getByText('Invitation envoyée')).toBeVisible();
  expect(await noHorizontalScroll(family)).toBe(true);
  await expectAccessible(family);

  // Léa chooses her password with the mailed link and lands on her follow-up.
  const code = await waitForInvitationCode(email);
  await relative.goto(`/auth/forgot-password?email=${encodeURIComponent(email)}&code=${code}`);
  await relative.getByLabel('Nouveau mot de passe').fill(PASSWORD);
  await relative.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  await expect(relative).toHaveURL(/\/auth\/login/);
  await signInThroughScreen(relative, email, PASSWORD);
  await expect(relative).toHaveURL(/\/suivi$/);
  await expect(
    relative.getByRole('heading', { level: 1, name: 'Suivi de mes proches' }),
  ).toBeVisible();
  await expect(relative.getByRole('list', { name: 'Prochaines visites' })).toBeVisible();
  expect(await noHorizontalScroll(relative)).toBe(true);
  await expectAccessible(relative);

  // The notebook of one of the household's missions opens.
  await relative
    .getByRole('link', { name: /^Cahier de liaison — / })
    .first()
    .click();
  await expect(relative).toHaveURL(/\/cahier\/\w+/);
  await expect(
    relative.getByRole('heading', { level: 1, name: 'Cahier de liaison' }),
  ).toBeVisible();
  await expect(relative.getByRole('alert')).toHaveCount(0);

  // The family's documents are not the relative's.
  await relative.goto('/documents');
  await expect(relative.getByText('Les documents sont réservés aux comptes client.')).toBeVisible();

  // The family sees Léa active, then removes her access after confirming.
  await family.reload();
  await expect(lea.getByText('Suit votre foyer')).toBeVisible();
  await lea.getByRole('button', { name: 'Retirer l’accès de Léa' }).click();
  const dialog = family.getByRole('dialog', { name: 'Retirer l’accès de ce proche ?' });
  await dialog.getByRole('button', { name: 'Retirer l’accès' }).click();
  await expect(
    family.getByText('Accès retiré : votre proche ne voit plus votre foyer.'),
  ).toBeVisible();
  await expect(lea.getByText('Accès retiré', { exact: true })).toBeVisible();

  // Léa's open session is refused at once.
  await relative.goto('/suivi');
  await expect(relative.getByRole('alert')).toContainText('a retiré votre accès');
  await expect(relative.getByRole('list', { name: 'Prochaines visites' })).toHaveCount(0);
});
