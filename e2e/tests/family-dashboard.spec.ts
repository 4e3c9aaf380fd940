import { expectAccessible } from '../support/a11y.ts';
import { DEMO, signInThroughScreen } from '../support/app.ts';
import { expect, test } from '../support/test.ts';

/*
 * Issue 25, point 2, on a 390 px phone: the demo family (client@demo.fr: weekly visits of the
 * demo agent, a quote waiting for its signature, an invoice to pay) opens its home and finds the
 * next visit with its agent and state, what waits for it with links to each document, this
 * month's figures and the button to declare a need.
 */

test.use({ viewport: { width: 390, height: 844 } });

test('la famille voit sa prochaine visite et ce qui l’attend sur son accueil', async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughScreen(page, DEMO.client.email, DEMO.client.password);
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Accueil', level: 1 })).toBeVisible();

  // The next visit: a day, the planned times, the agent, the state.
  const visite = page.getByRole('region', { name: 'Prochaine visite' });
  await expect(visite).toBeVisible();
  await expect(visite.getByText(/de \d{1,2} h \d{2} à \d{1,2} h \d{2}/)).toBeVisible();
  await expect(
    visite.getByText(/^État de la visite : (Planifiée|En route|Arrivé\(e\))/),
  ).toBeVisible();
  const profil = visite.getByRole('link', { name: /^Voir le profil de / });
  await expect(profil).toHaveAttribute('href', /^\/intervenants\/\d+$/);
  await expect(visite.getByRole('link', { name: 'Cahier de liaison' })).toHaveAttribute(
    'href',
    /^\/cahier\/\d+$/,
  );

  // What waits: the quote to sign and the invoice to pay, each leading to its document.
  const aFaire = page.getByRole('region', { name: 'À faire' });
  const devis = aFaire.getByRole('link', { name: /devis à signer$/i });
  await expect(devis).toHaveAttribute('href', /^\/documents\/devis\?devis=[\w-]+/);
  await expect(aFaire.getByRole('link', { name: /factures? à payer : / })).toHaveAttribute(
    'href',
    /^\/documents\/factures\?facture=[\w-]+/,
  );

  // This month, and the one button to declare a need.
  const mois = page.getByRole('region', { name: /^Ce mois-ci \(/ });
  await expect(mois.getByText('Après crédit d’impôt (50 %)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Déclarer un besoin' })).toHaveAttribute(
    'href',
    '/besoin',
  );
  await expectAccessible(page);

  // The quote's line opens the quotes' section on that quote.
  await devis.click();
  await expect(page).toHaveURL(/\/documents\/devis\?devis=/);
});
