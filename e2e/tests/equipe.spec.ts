import type { Page } from '@playwright/test';
import { expect, pageOfItsOwn, test } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';
import { operatorPageOfItsOwn, signInThroughScreen } from '../support/app.ts';
import { waitForInvitationCode } from '../support/mailbox.ts';

/*
 * Issue 24, point 1: the agency's team in the browser. operateur@demo.fr (administrator) invites
 * an accountant from /admin/equipe → the accountant chooses a password with the mailed link,
 * signs in and finds only accounting's sections → the administrator adds the commercial role
 * (the log says so) → the administrator deactivates the account: the accountant's open session
 * ends at once and signing in again is refused.
 */

const PASSWORD = 'Equipe-Compta-2026';

/** The names of the back office's sections in its menu (without the unread messages' count). */
async function sectionNames(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Sections du back-office' });
  await expect(nav).toBeVisible();
  return (await nav.getByRole('link').allTextContents()).map((name) => name.replace(/\d+$/, ''));
}

test('an administrator invites an accountant, changes the roles, then deactivates the account', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await operatorPageOfItsOwn(browser);
  const member = await pageOfItsOwn(browser);
  const stamp = Date.now().toString(36);
  const who = { prenom: 'Inès', nom: `Caron${stamp}`, email: `ines.${stamp}@exemple.fr` };
  const name = `${who.prenom} ${who.nom}`;

  // The administrator invites the accountant.
  await admin
    .getByRole('navigation', { name: 'Sections du back-office' })
    .getByRole('link', { name: 'Équipe' })
    .click();
  await expect(admin.getByRole('heading', { level: 2, name: 'Équipe' })).toBeVisible();
  await admin.getByRole('button', { name: 'Inviter un membre' }).click();
  const invite = admin.getByRole('dialog', { name: 'Inviter un membre' });
  await invite.getByRole('textbox', { name: 'Prénom' }).fill(who.prenom);
  await invite.getByRole('textbox', { name: 'Nom', exact: true }).fill(who.nom);
  await invite.getByRole('textbox', { name: 'Adresse e-mail' }).fill(who.email);
  await invite.getByRole('checkbox', { name: 'Comptabilité' }).check();
  await expectAccessible(admin);
  await invite.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(admin.getByText(`Invitation envoyée à ${who.email}`)).toBeVisible();
  const card = admin.getByRole('listitem', { name });
  await expect(card.getByText('Invitation en attente')).toBeVisible();
  // No horizontal scroll on a phone.
  expect(
    await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).toBe(true);
  await expectAccessible(admin);

  // The accountant chooses a password with the mailed link, signs in: accounting's sections only.
  const code = await waitForInvitationCode(who.email);
  await member.goto(`/auth/forgot-password?email=${encodeURIComponent(who.email)}&code=${code}`);
  await member.getByLabel('Nouveau mot de passe').fill(PASSWORD);
  await member.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  await expect(member).toHaveURL(/\/auth\/login/);
  await signInThroughScreen(member, who.email, PASSWORD);
  await expect(member).toHaveURL(/\/admin/);
  expect(await sectionNames(member)).toEqual([
    'Clients',
    'Relevés d’heures',
    'Factures',
    'Financeurs',
    'Exports',
    'Messagerie',
  ]);

  // The administrator adds the commercial role; the log says who changed what.
  await admin.reload();
  await expect(card.getByText('Invitation en attente')).toHaveCount(0);
  await card.getByRole('button', { name: `Modifier les rôles de ${name}` }).click();
  const roles = admin.getByRole('dialog', { name: `Rôles de ${name}` });
  await expect(roles.getByRole('checkbox', { name: 'Comptabilité' })).toBeChecked();
  await roles.getByRole('checkbox', { name: 'Commercial' }).check();
  await roles.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(admin.getByText(`Rôles de ${name} enregistrés.`)).toBeVisible();
  const journal = admin.getByRole('list', { name: "Journal des modifications de l'équipe" });
  await expect(
    journal.getByText(`Rôles de ${name} : Comptabilité → Commercial, Comptabilité`),
  ).toBeVisible();
  await expect(
    journal.getByText(`Invitation de ${name} (${who.email}) : Comptabilité`),
  ).toBeVisible();

  // Signed in again, the accountant finds the commercial sections too.
  await member.getByRole('button', { name: 'Me déconnecter' }).click();
  await expect(member).toHaveURL(/\/auth\/login/);
  await signInThroughScreen(member, who.email, PASSWORD);
  await expect(member).toHaveURL(/\/admin/);
  expect(await sectionNames(member)).toContain('Cockpit');

  // Deactivated: the open session ends at once, and signing in again is refused.
  await card.getByRole('button', { name: `Désactiver ${name}` }).click();
  const confirm = admin.getByRole('dialog', { name: `Désactiver ${name} ?` });
  await confirm.getByRole('textbox', { name: 'Motif (facultatif)' }).fill('Départ de l’agence');
  await confirm.getByRole('button', { name: 'Désactiver le compte' }).click();
  await expect(admin.getByText(`Le compte de ${name} est désactivé.`)).toBeVisible();
  await expect(card.getByText('Désactivé', { exact: true })).toBeVisible();

  await member.reload();
  await expect(member).toHaveURL(/\/auth\/login/, { timeout: 15_000 });
  await signInThroughScreen(member, who.email, PASSWORD);
  await expect(member.getByText(/Ce compte est désactivé/)).toBeVisible();
  await expect(member).toHaveURL(/\/auth\/login/);
});
