import { expectAccessible } from '../support/a11y.ts';
import { expect, test } from '../support/test.ts';
import { DEMO, signInThroughScreen } from '../support/app.ts';

const PUBLIC_SCREENS = [
  ['/auth/login', 'Connexion'],
  ['/auth/register', 'Créer un compte'],
  ['/auth/validation', 'Valider mon compte'],
  ['/auth/forgot-password', 'Mot de passe oublié'],
  ['/facturation-planifies-modal', 'Facturation planifiée'],
  ['/scenario-propositions', 'Propositions de scénarios'],
  ['/candidature', 'Devenir intervenant(e)'],
] as const;

for (const [path, heading] of PUBLIC_SCREENS) {
  test(`axe : ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expectAccessible(page);
  });
}

test('axe : les erreurs de formulaire de l’inscription', async ({ page }) => {
  await page.goto('/auth/register');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Ce champ est obligatoire.').first()).toBeVisible();
  await expectAccessible(page);
});

test('axe : les écrans d’un client connecté', async ({ page }) => {
  await signInThroughScreen(page, DEMO.client.email, DEMO.client.password);
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Ouvrir mon espace client' }).click();
  await expect(page.getByRole('heading', { name: 'Mon profil' })).toBeVisible();
  await expectAccessible(page);

  for (const [path, heading] of [
    ['/home', 'Accueil'],
    ['/missions', 'Mes missions'],
    ['/besoin', 'Mon besoin'],
    ['/documents', 'Mes documents'],
    ['/messagerie', 'Messagerie'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page);
  }
});

test('axe : le back-office', async ({ page }) => {
  await signInThroughScreen(page, DEMO.operateur.email, DEMO.operateur.password);
  await expect(page.getByRole('heading', { name: 'Back-office' })).toBeVisible();
  await expectAccessible(page);

  // Recruitment and job posts (issue 12).
  for (const [path, heading] of [
    ['/admin/recrutement', 'Cockpit recrutement'],
    ['/admin/recrutement/candidats', 'Candidats'],
    ['/admin/annonces', 'Annonces'],
    // The aged list of what is owed (issue 27).
    ['/admin/factures/impayes', 'Impayés'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expectAccessible(page);
  }
});

test('axe : l’espace intervenant (documents, annonces près de chez moi)', async ({ page }) => {
  await signInThroughScreen(page, DEMO.agent.email, DEMO.agent.password);
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
  // Each has its own screen (issue 25).
  await page.goto('/account/agent/annonces');
  await expect(page.getByRole('heading', { name: 'Annonces près de chez moi' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/account/agent/documents');
  await expect(page.getByRole('heading', { name: 'Mes documents' })).toBeVisible();
  await expectAccessible(page);
});
