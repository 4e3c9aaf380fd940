import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { DEMO, signInThroughScreen } from '../support/app.ts';
import { expect, test } from '../support/test.ts';

/*
 * Issue 25, point 1, on a 390 px phone: the client's and the agent's tab bar at the bottom (at
 * most five entries, « Plus » with the other pages), a header on one line, /documents in
 * sections; and on a wide screen the same links in the header, on one line, with « Plus ».
 */

test.use({ viewport: { width: 390, height: 844 } });

/** Signs in and opens the space from /account (the navigation follows the chosen space). */
async function openSpace(page: Page, email: string, space: 'client' | 'intervenant') {
  await signInThroughScreen(page, email, DEMO.client.password);
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
  await page.getByRole('button', { name: `Ouvrir mon espace ${space}` }).click();
  await expect(page.getByRole('heading', { name: 'Mon profil', level: 1 })).toBeVisible();
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

test('le client navigue par la barre d’onglets, les documents par sections et « Plus »', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSpace(page, DEMO.client.email, 'client');
  await page.goto('/missions');
  await expect(page.getByRole('heading', { name: 'Mes missions', level: 1 })).toBeVisible();

  // The bar: four tabs and « Plus », at the bottom of the screen.
  const bar = mainNav(page);
  await expect(bar.getByRole('link')).toHaveText(['Accueil', 'Missions', 'Documents', /^Messages/]);
  await expect(bar.getByRole('button', { name: 'Plus' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Missions' })).toHaveAttribute('aria-current', 'page');
  const barBox = await box(bar);
  expect(barBox.y + barBox.height).toBeCloseTo(844, 0);
  // Targets of at least 44 px.
  for (const link of await bar.getByRole('link').all()) {
    const target = await box(link);
    expect(target.height).toBeGreaterThanOrEqual(44);
    expect(target.width).toBeGreaterThanOrEqual(44);
  }
  // The page keeps clear of the bar: its bottom padding is at least the bar's height.
  const paddingBottom = await page
    .locator('main')
    .evaluate((main) => parseFloat(getComputedStyle(main).paddingBottom));
  expect(paddingBottom).toBeGreaterThanOrEqual(barBox.height);

  // The header is one line: the brand and the bell side by side, about 60 px high.
  const header = page.locator('header');
  const headerBox = await box(header);
  expect(headerBox.height).toBeLessThanOrEqual(72);
  const brand = await box(header.getByRole('link', { name: 'Maisonnée' }));
  const bell = await box(header.getByRole('link', { name: /^Notifications/ }));
  expect(Math.abs(brand.y + brand.height / 2 - (bell.y + bell.height / 2))).toBeLessThan(8);
  await expectAccessible(page);

  // Documents > Factures through the tab and the sections' strip.
  await bar.getByRole('link', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByRole('heading', { name: 'Mes documents', level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Sections de mes documents' })
    .getByRole('link', { name: 'Factures' })
    .click();
  await expect(page).toHaveURL(/\/documents\/factures$/);
  await expect(page.getByRole('heading', { name: 'Factures', level: 2 })).toBeVisible();
  const strip = page.getByRole('navigation', { name: 'Sections de mes documents' });
  await expect(strip.getByRole('link', { name: 'Factures' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(bar.getByRole('link', { name: 'Documents' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectAccessible(page);
  // The family's payments (issue 27), beside its invoices.
  await strip.getByRole('link', { name: 'Règlements' }).click();
  await expect(page.getByRole('heading', { name: 'Mes règlements', level: 2 })).toBeVisible();
  await expectAccessible(page);
  await strip.getByRole('link', { name: 'Paiement' }).click();
  await expect(page.getByRole('heading', { name: 'Moyens de paiement', level: 2 })).toBeVisible();

  // « Plus »: the other pages in a drawer, keyboard reachable; a link closes it.
  const plus = bar.getByRole('button', { name: 'Plus' });
  await plus.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Plus' });
  await expect(drawer).toBeVisible();
  await expect(
    drawer.getByRole('navigation', { name: 'Autres pages' }).getByRole('link'),
  ).toHaveText(['Déclarer un besoin', 'Mes proches', /^Notifications/, 'Mon profil']);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(plus).toBeFocused();
  await plus.click();
  await drawer.getByRole('link', { name: 'Mon profil' }).click();
  await expect(page).toHaveURL(/\/profil$/);
  await expect(drawer).toBeHidden();
  await expect(plus).toHaveAttribute('data-active', 'true');
});

test('l’intervenant a ses onglets : journée, semaine, offres, messages', async ({ page }) => {
  test.setTimeout(60_000);
  await openSpace(page, DEMO.agent.email, 'intervenant');
  await page.goto('/account/agent/semaine');
  const bar = mainNav(page);
  await expect(bar.getByRole('link')).toHaveText(['Journée', 'Semaine', 'Offres', /^Messages/]);
  await expect(bar.getByRole('link', { name: 'Semaine' })).toHaveAttribute('aria-current', 'page');
  await bar.getByRole('link', { name: 'Journée' }).click();
  await expect(page).toHaveURL(/\/account\/agent$/);
  await expect(bar.getByRole('link', { name: 'Journée' })).toHaveAttribute('aria-current', 'page');
  await bar.getByRole('button', { name: 'Plus' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Plus' }).getByRole('link', { name: 'Mes déclarations' }),
  ).toBeVisible();
});

test('sur un grand écran, les liens sont dans l’en-tête, sur une ligne, avec « Plus »', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSpace(page, DEMO.client.email, 'client');
  const nav = mainNav(page);
  await expect(nav).toHaveCount(1);
  await expect(
    page.locator('header').getByRole('navigation', { name: 'Navigation principale' }),
  ).toBeVisible();
  const links = await nav.getByRole('link').all();
  expect(links.length).toBe(4);
  const tops = await Promise.all(links.map(async (link) => (await box(link)).y));
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(2);
  const headerBox = await box(page.locator('header'));
  expect(headerBox.height).toBeLessThanOrEqual(72);
  await nav.getByRole('button', { name: 'Plus' }).click();
  const others = page.getByRole('navigation', { name: 'Autres pages' });
  await expect(others.getByRole('link', { name: 'Déclarer un besoin' })).toBeVisible();
  await expect(others.getByRole('link', { name: 'Mon profil' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectAccessible(page);
});
