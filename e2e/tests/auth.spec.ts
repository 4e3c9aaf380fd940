import { expect, test } from '../support/test.ts';
import { DEMO, signInThroughScreen } from '../support/app.ts';
import { mailCount, waitForCode } from '../support/mailbox.ts';

test('la page de connexion est en français', async ({ page }) => {
  await page.goto('/');

  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle('Maisonnée');
  await expect(page.getByRole('heading', { level: 1, name: 'Maisonnée' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expect(page.getByText(/ménage et repassage/)).toBeVisible();
});

test('inscription → code reçu par e-mail → validation → connexion → /account', async ({ page }) => {
  const email = `lou.${Date.now()}@exemple.fr`;
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);

  await page.getByRole('radio', { name: 'Mme' }).check();
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
  await page.getByLabel('Prénom').fill('Lou');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Téléphone mobile').fill('06 12 34 56 78');
  await page.getByLabel('Date de naissance').fill('1990-05-14');
  await page.getByRole('textbox', { name: 'Adresse' }).fill('3 rue Haute');
  await page.getByLabel('Code postal').fill('75011');
  await page.getByLabel('Ville').fill('Paris');
  await expect(page.getByLabel('Pays')).toHaveValue('France');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Jardin-Secret-8');
  const created = page.waitForResponse('**/users/create-account');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  expect((await created).status()).toBe(201);

  await expect(page).toHaveURL(/\/auth\/validation$/);
  await expect(page.getByText(`envoyé à ${email}`)).toBeVisible();
  const code = await waitForCode(email);
  await page.getByLabel('Code de validation').fill(code);
  await page.getByRole('button', { name: 'Valider' }).click();

  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Votre compte est validé')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Jardin-Secret-8');
  await page.getByRole('button', { name: 'Se connecter' }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
  await expect(page.getByText('Bonjour Lou')).toBeVisible();
  await page.getByRole('button', { name: 'Ouvrir mon espace client' }).click();
  await expect(page).toHaveURL(/\/profil$/);
  await expect(page.getByRole('heading', { name: 'Mon profil' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Martin');
});

test('le renvoi du code envoie un nouvel e-mail', async ({ page, request }) => {
  const email = `renvoi.${Date.now()}@exemple.fr`;
  const created = await request.post('/users/create-account', {
    data: {
      civilite: 'M.',
      nom: 'Bernard',
      prenom: 'Hugo',
      email,
      mobile: '0611223344',
      adresse: '2 place Bellecour',
      codep: '69002',
      ville: 'Lyon',
      password: 'Riviere-Calme-19',
    },
  });
  expect(created.status()).toBe(201);
  await waitForCode(email);
  const before = mailCount(email);

  await page.goto('/auth/validation');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Renvoyer un code' }).click();
  await expect(page.getByText('un nouveau code vient d’être envoyé')).toBeVisible();
  const code = await waitForCode(email, before);

  await page.getByLabel('Code de validation').fill(code);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('un compte non validé est conduit à l’écran du code', async ({ page, request }) => {
  const email = `attente.${Date.now()}@exemple.fr`;
  await request.post('/users/create-account', {
    data: {
      civilite: 'Mme',
      nom: 'Petit',
      prenom: 'Ana',
      email,
      mobile: '0611223355',
      adresse: '1 rue Neuve',
      codep: '33000',
      ville: 'Bordeaux',
      password: 'Colline-Verte-42',
    },
  });
  await signInThroughScreen(page, email, 'Colline-Verte-42');
  await expect(page).toHaveURL(/\/auth\/validation$/);
  await expect(page.getByText(`envoyé à ${email}`)).toBeVisible();
});

test('mot de passe oublié : code reçu par e-mail, nouveau mot de passe, connexion', async ({
  page,
  request,
}) => {
  const email = `oubli.${Date.now()}@exemple.fr`;
  await request.post('/users/create-account', {
    data: {
      civilite: 'Mme',
      nom: 'Roux',
      prenom: 'Zoé',
      email,
      mobile: '0611223366',
      adresse: '5 quai Vert',
      codep: '44000',
      ville: 'Nantes',
      password: 'Premier-Secret-1',
    },
  });
  const signupCode = await waitForCode(email);
  await request.post('/api/users/valid-account', { data: { email, code: signupCode } });
  const before = mailCount(email);

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  // The screen is loaded on demand: until its heading shows, « E-mail » is still the sign-in
  // form's field, and typing there would leave the new screen's field empty.
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  const code = await waitForCode(email, before);
  await page.getByLabel('Code de validation').fill(code);
  await page.getByLabel('Nouveau mot de passe').fill('Second-Secret-22');
  await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Second-Secret-22');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test('un mauvais mot de passe affiche le message en français de l’API', async ({ page }) => {
  const signInResponse = page.waitForResponse('**/api/auth/signin-user');
  await signInThroughScreen(page, DEMO.client.email, 'mauvais-mot-de-passe');
  const response = await signInResponse;
  expect(response.status()).toBe(401);
  const body = (await response.json()) as { error: { message: string } };
  await expect(page.getByRole('alert')).toHaveText(body.error.message);
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('déconnecté, /missions mène à /auth/login', async ({ page }) => {
  await page.goto('/missions');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
});

test('le client et l’agent de démonstration arrivent sur /account', async ({ page }) => {
  await signInThroughScreen(page, DEMO.client.email, DEMO.client.password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Espace client' })).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await signInThroughScreen(page, DEMO.agent.email, DEMO.agent.password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Espace intervenant' })).toBeVisible();
});

test('operateur@demo.fr arrive sur /admin, et y revient après un rechargement', async ({
  page,
}) => {
  await signInThroughScreen(page, DEMO.operateur.email, DEMO.operateur.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Back-office' })).toBeVisible();

  // After checking the existing session, a back-office user goes to /admin.
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/admin$/);
});

test('le profil : modifier ses informations, changer de mot de passe, se déconnecter', async ({
  page,
  request,
}) => {
  const email = `profil.${Date.now()}@exemple.fr`;
  await request.post('/users/create-account', {
    data: {
      civilite: 'M.',
      nom: 'Durand',
      prenom: 'Paul',
      email,
      mobile: '0611223377',
      adresse: '8 rue Basse',
      codep: '59000',
      ville: 'Lille',
      password: 'Ancien-Secret-3',
    },
  });
  await request.post('/api/users/valid-account', {
    data: { email, code: await waitForCode(email) },
  });

  await signInThroughScreen(page, email, 'Ancien-Secret-3');
  await page.getByRole('button', { name: 'Ouvrir mon espace client' }).click();
  await expect(page).toHaveURL(/\/profil$/);

  await page.getByLabel('Ville').fill('Roubaix');
  await page.getByLabel('Code postal').fill('59100');
  const updated = page.waitForResponse('**/api/users/update');
  await page.getByRole('button', { name: 'Enregistrer mes informations' }).click();
  expect((await updated).status()).toBe(200);
  await expect(page.getByText('Vos informations sont enregistrées.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Ville')).toHaveValue('Roubaix');

  const tokenBefore = await page.evaluate(() => localStorage.getItem('token'));
  await page.getByLabel('Mot de passe actuel').fill('Ancien-Secret-3');
  await page.getByLabel('Nouveau mot de passe').fill('Nouveau-Secret-4');
  await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  await expect(page.getByText('Votre mot de passe est changé.')).toBeVisible();
  const tokenAfter = await page.evaluate(() => localStorage.getItem('token'));
  expect(tokenAfter).not.toBe(tokenBefore);
  // The new session works: the page still loads the user.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mon profil' })).toBeVisible();

  const signout = page.waitForResponse('**/api/auth/signout');
  await page.getByRole('button', { name: 'Me déconnecter' }).click();
  expect((await signout).status()).toBe(200);
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

  await page.goto('/profil');
  await expect(page).toHaveURL(/\/auth\/login$/);
});
