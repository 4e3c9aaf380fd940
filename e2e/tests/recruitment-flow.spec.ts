import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { operatorPageOfItsOwn, signInThroughScreen } from '../support/app.ts';
import { expectAccessible } from '../support/a11y.ts';
import { waitForInvitationCode } from '../support/mailbox.ts';

/*
 * Issue 12, point 7: recruitment in the browser. A visitor applies through the public form at
 * /candidature (six steps, saved one by one) → operateur@demo.fr (administrator, so recruitment)
 * finds them by name and on the map, moves them along the pipeline, sends the work contract → the
 * candidate chooses a password with the mailed code, signs the contract in the app → the recruiter
 * countersigns → the new agent's space opens: the contract is in their documents and a job post of
 * the demo seed (Paris 11e, within the default 20 km) is listed near them.
 */

/** Where the candidate lives (Paris 11e): the demo's cleaning post is about 1 km away. */
const HOME = { latitude: 48.8589, longitude: 2.3795 };
const PASSWORD = 'Contrat-Signe-2026';

/** A small but real PDF, as a CV would be. */
const CV_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function next(page: Page) {
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
}

/** The visitor's application, through the six steps of the public form. */
async function apply(page: Page, who: { nom: string; prenom: string; email: string }) {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Devenir intervenant(e)' }).click();
  await expect(page).toHaveURL(/\/candidature/);

  // 1 Identité
  const identite = page.getByTestId('candidature-step-identite');
  await identite.getByLabel('Mme').check();
  await identite.getByRole('textbox', { name: 'Nom', exact: true }).fill(who.nom);
  await identite.getByRole('textbox', { name: 'Prénom', exact: true }).fill(who.prenom);
  await identite.getByRole('textbox', { name: 'E-mail', exact: true }).fill(who.email);
  await identite.getByRole('textbox', { name: 'Téléphone mobile', exact: true }).fill('0612345678');
  await identite
    .getByRole('textbox', { name: 'Date de naissance', exact: true })
    .fill('1992-04-18');
  await identite.getByRole('textbox', { name: 'Code postal', exact: true }).fill('75011');
  await identite.getByRole('textbox', { name: 'Ville', exact: true }).fill('Paris');
  await identite.getByLabel('Entretien du domicile et repassage').check();
  await identite.getByLabel(/J’accepte que Maisonnée traite mes données/).check();
  await next(page);

  // 2 Adresse, placed by the device's position
  const adresse = page.getByTestId('candidature-step-adresse');
  await expect(adresse).toBeVisible();
  await adresse
    .getByRole('textbox', { name: 'Adresse (numéro et rue)', exact: true })
    .fill('12 rue de la Roquette');
  await adresse.getByRole('button', { name: 'Utiliser ma position' }).click();
  await expect(page.getByTestId('candidature-point')).toContainText('Point placé sur la carte.');
  await next(page);

  // 3 Compétences
  const competences = page.getByTestId('candidature-step-competences');
  await expect(competences).toBeVisible();
  await competences.getByLabel('Ménage', { exact: true }).check();
  await competences.getByLabel('Repassage', { exact: true }).check();
  await next(page);

  // 4 Disponibilités et transport
  const disponibilites = page.getByTestId('candidature-step-disponibilites');
  await expect(disponibilites).toBeVisible();
  await disponibilites.getByRole('button', { name: 'Ajouter un créneau' }).click();
  await disponibilites.getByLabel('Moyen de transport').click();
  await page.getByRole('option', { name: 'Transports en commun' }).click();
  await next(page);

  // 5 Documents: a CV
  const documents = page.getByTestId('candidature-step-documents');
  await expect(documents).toBeVisible();
  await documents
    .locator('input[type=file]')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: CV_PDF });
  await documents.getByRole('button', { name: 'Envoyer le document' }).click();
  await expect(documents.getByText('Document envoyé.')).toBeVisible();
  await documents.getByRole('button', { name: 'Continuer' }).click();

  // 6 Récapitulatif → sent
  await expect(page.getByTestId('candidature-step-recap')).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(page.getByText('Merci, votre candidature est envoyée !')).toBeVisible();
  // The job posts around the address are offered to the visitor too.
  await expect(page.getByTestId('candidature-annonce').first()).toBeVisible();
  await expectAccessible(page);
}

test('une candidature publique devient un agent : pipeline, contrat signé puis contresigné, annonce près de chez lui', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const who = {
    nom: `Lefèvre${stamp % 100000}`,
    prenom: 'Amina',
    email: `amina.${stamp}@exemple.fr`,
  };
  const name = `${who.prenom} ${who.nom}`;
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(HOME);

  await apply(page, who);

  // The recruiter finds the application by name, moves it along the pipeline, sees it on the map.
  // The demo operator is an administrator: recruitment included.
  const admin = await operatorPageOfItsOwn(browser, { baseURL });
  await admin.goto('/admin/recrutement/candidats');
  await admin.getByRole('tab', { name: 'Recherche' }).click();
  await admin.getByLabel('Nom ou prénom').fill(who.nom);
  await admin.getByRole('button', { name: 'Rechercher' }).first().click();
  const card = admin.getByRole('article', { name });
  await expect(card).toBeVisible();
  await card.getByLabel('Changer le statut').click();
  await admin.getByRole('option', { name: 'À contacter' }).click();
  await card.getByRole('button', { name: 'Déplacer' }).click();
  await expect(admin.getByText(`${name} est passé(e) en « À contacter ».`)).toBeVisible();

  await admin.getByRole('tab', { name: 'Carte' }).click();
  await expect(admin.getByRole('region', { name: 'Carte des candidats' })).toBeVisible();
  const onMap = admin.getByRole('list', { name: 'Candidats de la carte' });
  await expect(onMap).toContainText(name);

  // The file (opened from the map's list): contract sent.
  await onMap.getByRole('link', { name }).click();
  await expect(admin.getByRole('heading', { name })).toBeVisible();
  await admin.getByRole('button', { name: 'Contrat de travail' }).click();
  await expectAccessible(admin);
  await admin.getByRole('button', { name: 'Envoyer un contrat' }).click();
  const form = admin.getByRole('dialog', { name: 'Envoyer le contrat de travail' });
  await form.getByLabel('CDI').check();
  const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Date de début').fill(start);
  await form.getByLabel('Heures par semaine').fill('24');
  await form.getByLabel('Taux horaire brut (€)').fill('12,50');
  await form.getByRole('button', { name: 'Envoyer le contrat' }).click();
  await expect(admin.getByText('Contrat envoyé au candidat pour signature.')).toBeVisible();

  // The candidate chooses a password with the mailed code and signs the contract in the app.
  const code = await waitForInvitationCode(who.email);
  await page.goto(`/auth/forgot-password?email=${encodeURIComponent(who.email)}&code=${code}`);
  await page.getByLabel('Nouveau mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await signInThroughScreen(page, who.email, PASSWORD);
  await expect(page).toHaveURL(/\/account/);
  await page.goto('/account/agent');
  await expect(page.getByRole('heading', { name: 'Mon contrat de travail' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Nom et prénom').fill(name);
  await page
    .getByLabel('J’ai lu mon contrat de travail et j’accepte de le signer électroniquement.')
    .check();
  await page.getByRole('button', { name: 'Signer mon contrat' }).click();
  await expect(page.getByText(/Contrat signé : l’agence va le contresigner/)).toBeVisible();

  // The recruiter countersigns: the candidate becomes an active agent.
  await admin.reload();
  await admin.getByRole('button', { name: 'Contrat de travail' }).click();
  await admin.getByRole('button', { name: 'Contresigner', exact: true }).click();
  const countersign = admin.getByRole('dialog', { name: 'Contresigner le contrat de travail' });
  await countersign.getByLabel('Nom et prénom du signataire').fill('Opératrice Démo');
  await countersign.getByLabel("Je contresigne ce contrat au nom de l'agence.").check();
  await countersign.getByRole('button', { name: 'Contresigner le contrat' }).click();
  await expect(admin.getByText('Contrat contresigné : le candidat est agent actif.')).toBeVisible();

  // The new agent's space is open: the contract in the documents, a job post near home.
  // The documents and the job posts have their own screens (issue 25).
  await page.goto('/account/agent/documents');
  await expect(page.getByRole('heading', { name: 'Mes documents' })).toBeVisible();
  await expect(page.getByText(/^Contrat de travail \(1\)$/)).toBeVisible();
  await page.goto('/account/agent/annonces');
  await expect(page.getByRole('heading', { name: 'Annonces près de chez moi' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Ménage et repassage — Paris 11e' }),
  ).toBeVisible();
  await admin.context().close();
});
