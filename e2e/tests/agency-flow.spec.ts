import type { Browser, Page } from '@playwright/test';
import { expect, pageOfItsOwn, test } from '../support/test.ts';
import { DEMO, fillWeeklyCleaningNeed, signInThroughScreen } from '../support/app.ts';
import { readMails, waitForCode, waitForDevisLink } from '../support/mailbox.ts';

/*
 * Issue 10, point 10: the agency at work, in the browser, from a new family to a planned agent.
 * A new client signs up, places its home and declares a recurring need → operateur@demo.fr sees
 * it in the cockpit, builds the quote and sends it → the client signs → the operator plans the
 * mission with an available agent → agent@demo.fr sees the new interventions in the agent space
 * and the client sees the agent's name on /missions.
 */

/** Monday of the week after next (UTC day), as `YYYY-MM-DD`: the first day of the need. */
function mondayInTwoWeeks(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7 || 7) + 7);
  return day.toISOString().slice(0, 10);
}

/** Letters only (names refuse digits), different on every run. */
function uniqueName(): string {
  return [...Date.now().toString(26)]
    .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
    .join('')
    .replace(/^./, (c) => c.toUpperCase());
}

/** The client's home, 400 m from the demo agent's (45 rue de la Roquette). */
const HOME = { latitude: 48.8566, longitude: 2.37 };

/** A browser page of its own (its own session), as a second or third person would use. */
const personPage = (browser: Browser) =>
  pageOfItsOwn(browser, {
    baseURL: `http://127.0.0.1:${process.env.MAISONNEE_E2E_PORT ?? 8181}`,
    viewport: { width: 412, height: 915 },
  });

async function signUp(page: Page, nom: string, email: string) {
  await page.goto('/auth/register');
  await page.getByRole('radio', { name: 'Mme' }).check();
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(nom);
  await page.getByLabel('Prénom').fill('Lou');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Téléphone mobile').fill('06 12 34 56 78');
  await page.getByLabel('Date de naissance').fill('1990-05-14');
  await page.getByRole('textbox', { name: 'Adresse' }).fill('12 rue Saint-Sabin');
  await page.getByLabel('Code postal').fill('75011');
  await page.getByLabel('Ville').fill('Paris');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Jardin-Secret-8');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/auth\/validation$/);
  await page.getByLabel('Code de validation').fill(await waitForCode(email));
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Votre compte est validé')).toBeVisible();
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Jardin-Secret-8');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
}

test('une nouvelle famille, un devis fait au back-office, signé, planifié avec un agent', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const nom = uniqueName();
  const email = `famille.${Date.now()}@exemple.fr`;
  const date = mondayInTwoWeeks();
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation(HOME);

  // 1. A new client signs up and places its home from the device's position.
  await signUp(page, nom, email);
  await page.goto('/profil');
  await page.getByRole('button', { name: 'Je suis à cette adresse' }).click();
  await expect(page.getByText(/Position relevée/)).toBeVisible();
  const saved = page.waitForResponse('**/api/users/update');
  await page.getByRole('button', { name: 'Enregistrer mes informations' }).click();
  expect((await saved).status()).toBe(200);

  // 2. … and declares a recurring need: cleaning on Wednesdays, 14:00 – 17:00.
  await page.goto('/besoin');
  await fillWeeklyCleaningNeed(page, date, '17:00');
  await page.getByRole('button', { name: 'Envoyer ma demande de devis' }).click();
  await expect(page.getByText(/Votre demande est envoyée/).first()).toBeVisible();

  // 3. The operator lands on the cockpit, finds the new need and builds the quote.
  const operator = await personPage(browser);
  await signInThroughScreen(operator, DEMO.operateur.email, DEMO.operateur.password);
  await expect(operator).toHaveURL(/\/admin$/);
  await expect(operator.getByRole('heading', { name: 'Cockpit commercial' })).toBeVisible();
  const task = operator.getByRole('article', { name: /^Nouveau besoin/ }).filter({ hasText: nom });
  await expect(task).toBeVisible();
  await task.getByRole('link', { name: 'Faire un devis' }).click();
  await expect(operator.getByRole('heading', { name: 'Nouveau devis' })).toBeVisible();
  await expect(operator.getByText(new RegExp(`Pour .*${nom}`))).toBeVisible();
  await operator
    .getByRole('combobox', { name: 'Prestation' })
    .selectOption({ label: 'Entretien du domicile et repassage' });
  await operator.getByRole('radio', { name: 'Récurrente' }).check();
  await operator.getByLabel('Premier jour').fill(date);
  const weekly = operator.getByRole('group', { name: 'Créneau 1' });
  if ((await weekly.count()) === 0)
    await operator.getByRole('button', { name: 'Ajouter un créneau' }).click();
  await weekly.getByLabel('Jour').selectOption({ label: 'Mer.' });
  await weekly.getByLabel('Début').selectOption('14:00');
  await weekly.getByLabel('Fin').selectOption('17:00');
  await expect(operator.getByText(/par semaine/).first()).toBeVisible();
  const mailsBefore = readMails().filter((mail) => mail.to.includes(email)).length;
  await operator.getByRole('button', { name: 'Envoyer pour signature' }).click();
  const sent = operator.getByText(/Devis (DEVL-\S+) envoyé/);
  await expect(sent).toBeVisible();
  const reference = /Devis (DEVL-\S+) envoyé/.exec((await sent.textContent()) ?? '')?.[1];
  expect(reference).toBeTruthy();

  // 4. The client opens the mail's link and signs.
  const link = await waitForDevisLink(email, mailsBefore);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: `Devis ${reference}` })).toBeVisible();
  await page.getByRole('checkbox', { name: /J’ai lu le devis et j’accepte/ }).check();
  await page.getByLabel('Nom et prénom du signataire').fill(`Lou ${nom}`);
  await page.getByRole('button', { name: 'Signer le devis' }).click();
  await expect(page.getByText(new RegExp(`Signé le .* par Lou ${nom}`))).toBeVisible();

  // 5. The operator plans the new mission with an available agent, the demo agent first.
  // The missions to plan are the board's second tab (issue 26).
  await operator.goto('/admin/planning?vue=missions');
  await operator
    .getByRole('link', { name: new RegExp(`Planifier la mission .*${nom}`) })
    .first()
    .click();
  await expect(operator.getByRole('heading', { name: 'Intervenants disponibles' })).toBeVisible();
  const planWith = operator.getByRole('button', { name: /^Planifier avec Karim/ });
  await expect(planWith).toBeVisible({ timeout: 15_000 });
  await planWith.click();
  await expect(operator.getByText(/interventions? créées? avec Karim/)).toBeVisible();

  // 6. The agent sees the new interventions in the agent space.
  const agent = await personPage(browser);
  await signInThroughScreen(agent, DEMO.agent.email, DEMO.agent.password);
  await expect(agent.getByRole('link', { name: /Mes interventions/ }).first()).toBeVisible();
  // Their week (issue 25): the Wednesday of the week the mission starts.
  await agent.goto(`/account/agent/semaine?debut=${date}`);
  await expect(agent.getByRole('heading', { name: 'Ma semaine' })).toBeVisible();
  await expect(agent.getByText(new RegExp(`Lou ${nom}`)).first()).toBeVisible();

  // 7. The client sees the agent's name on /missions.
  await page.goto('/missions');
  await expect(page.getByText(/Karim B\./).first()).toBeVisible();

  await operator.context().close();
  await agent.context().close();
});
