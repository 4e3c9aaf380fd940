import { expectAccessible } from '../support/a11y.ts';
import { DEMO, signInThroughScreen } from '../support/app.ts';
import { expect, test } from '../support/test.ts';

/*
 * Issue 25, point 3 on a 390 px phone: the demo family opens the profile of its agent from its
 * missions and marks him as preferred; the demo agent edits the presentation families read.
 */

test.use({ viewport: { width: 390, height: 844 } });

test('la famille ouvre le profil de son intervenant et le marque comme préféré', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInThroughScreen(page, DEMO.client.email, DEMO.client.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto('/missions');
  await expect(page.getByRole('heading', { name: 'Mes missions' })).toBeVisible();
  const agent = page.getByRole('link', { name: 'Intervenant : Karim B.' }).first();
  await expect(agent).toBeVisible();
  await agent.click();

  await expect(page).toHaveURL(/\/intervenants\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Karim B.' })).toBeVisible();
  // The agent's rating first; the family's other agents follow with theirs.
  await expect(
    page.getByText(/^Note moyenne : \d(,\d)? sur 5 \(\d+ avis\)$/).first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Présentation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Derniers avis des familles' })).toBeVisible();
  await expectAccessible(page);

  const prefere = page.getByRole('button', { name: /Intervenant préféré/ });
  await expect(prefere).toHaveAttribute('aria-pressed', 'false');
  await prefere.click();
  await expect(prefere).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: /Intervenant préféré/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // « Ne plus me proposer » asks first; going back changes nothing.
  await page.getByRole('button', { name: 'Ne plus me proposer cet intervenant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ne plus recevoir cet intervenant ?' });
  await expect(dialog.getByText(/Karim n’en sera pas informé/)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Retour' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Intervenant préféré/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test("l'intervenant modifie sa présentation et voit ce que lisent les familles", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInThroughScreen(page, DEMO.agent.email, DEMO.agent.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto('/account/agent/profil');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mon profil d’intervenant' }),
  ).toBeVisible();
  const presentation = page.getByRole('textbox', { name: 'Présentation' });
  await expect(presentation).not.toHaveValue('');
  await expectAccessible(page);

  const text = 'Intervenant depuis 2019, ponctuel et discret ; j’aime les maisons bien rangées.';
  await presentation.fill(text);
  await page.getByRole('textbox', { name: 'Langues parlées' }).fill('portugais');
  await page.getByRole('textbox', { name: 'Langues parlées' }).press('Enter');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre profil est enregistré.')).toBeVisible();

  const apercu = page.getByRole('region', { name: 'Ce que voient les familles' });
  await expect(apercu.getByText(text)).toBeVisible();
  await expect(apercu.getByText(/portugais/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Présentation' })).toHaveValue(text);
});
