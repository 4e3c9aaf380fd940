import { DEMO, signInThroughApi, signInThroughScreen } from '../support/app.ts';
import { expect, test } from '../support/test.ts';

/*
 * /admin/parametres (issue 24, docs/agence.md): the administrator corrects the agency's SIRET
 * (a wrong one is refused in French, by the screen and by the API), schedules a price grid from
 * tomorrow, changes a rule, and finds each change in the log.
 */

/** The agency's day after today (Paris), as YYYY-MM-DD and as the screens write it. */
function parisTomorrow() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  const iso = date.toISOString().slice(0, 10);
  return { iso, french: iso.split('-').reverse().join('/') };
}

test('l’administrateur règle l’identité, programme une grille tarifaire et change une règle', async ({
  page,
  request,
}) => {
  await signInThroughScreen(page, DEMO.operateur.email, DEMO.operateur.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/admin/parametres');
  await expect(page.getByRole('heading', { name: 'Paramètres de l’agence' })).toBeVisible();

  // Identity: a wrong SIRET is refused in French, a right one is saved and read back.
  const identite = page.getByRole('form', { name: 'Identité de l’agence' });
  const siret = identite.getByRole('textbox', { name: 'SIRET' });
  await expect(siret).not.toHaveValue('');
  await siret.fill('732 082 901 00009');
  await identite.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(identite.getByText(/SIRET invalide : 14 chiffres attendus/)).toBeVisible();
  await expect(siret).toHaveAttribute('aria-invalid', 'true');

  // The API refuses it too, in French, whoever sends it.
  const session = await signInThroughApi(request, DEMO.operateur.email, DEMO.operateur.password);
  const current = await request.get('/api/agence/parametres', {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  const { logo_path: _logo, ...identity } = (
    (await current.json()) as {
      data: { identity: Record<string, unknown> };
    }
  ).data.identity;
  const refused = await request.put('/api/agence/parametres/identite', {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: { ...identity, siret: '732 082 901 00009' },
  });
  expect(refused.status()).toBe(400);
  const error = ((await refused.json()) as { error: { fields: Record<string, string> } }).error;
  expect(error.fields.siret).toMatch(/^SIRET invalide/);

  await siret.fill('73208290100008');
  await identite.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(identite.getByRole('status')).toHaveText('Modifications enregistrées.');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'SIRET' })).toHaveValue('732 082 901 00008');

  // Prices: a new grid from tomorrow is listed as scheduled; today's grid stays in force.
  await page.getByRole('tab', { name: 'Tarifs' }).click();
  const tomorrow = parisTomorrow();
  const nouvelle = page.getByRole('form', { name: 'Nouvelle grille' });
  await expect(nouvelle.getByLabel(/Nouvelle grille à partir du/)).toHaveValue(tomorrow.iso);
  const price = nouvelle.getByRole('textbox', {
    name: 'Baby-sitting, ponctuel, semaine (€ TTC de l’heure)',
  });
  await price.fill('32,5');
  await nouvelle.getByRole('button', { name: 'Programmer cette grille' }).click();
  await expect(nouvelle.getByRole('status')).toHaveText(
    `Grille enregistrée à partir du ${tomorrow.french}.`,
  );
  const scheduled = page.getByRole('listitem').filter({
    hasText: `Grille à partir du ${tomorrow.french}`,
  });
  await expect(scheduled.getByText('Programmée', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Grille en vigueur : les tarifs par défaut de Maisonnée' }),
  ).toBeVisible();

  // Rules: the default search radius.
  await page.getByRole('tab', { name: 'Règles' }).click();
  const rayon = page.getByRole('textbox', { name: 'Rayon de recherche des agents par défaut' });
  await rayon.fill('0');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Entre 1 et 200 km.')).toBeVisible();
  await rayon.fill('30');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status')).toHaveText('Modifications enregistrées.');
  await page.reload();
  await expect(
    page.getByRole('textbox', { name: 'Rayon de recherche des agents par défaut' }),
  ).toHaveValue('30');

  // The log names each change.
  await page.getByRole('tab', { name: 'Journal' }).click();
  await expect(page.getByText(/SIRET : .* → 732 082 901 00008/)).toBeVisible();
  await expect(
    page.getByText(/Rayon de recherche des agents par défaut : \d+ → 30 km/),
  ).toBeVisible();
  await expect(page.getByText(/Baby-sitting, ponctuel, semaine : 30 € → 32,50 €/)).toBeVisible();
});
