import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { DEMO, signInThroughScreen } from '../support/app.ts';
import { expect, pageOfItsOwn, test } from '../support/test.ts';

/*
 * Issue 25, point 5, on a 390 px phone (docs/cahier.md): the demo family opens the notebook of
 * its weekly cleaning from /missions, reads the seeded visit report and adds a task; the demo
 * agent opens the same notebook, where the mission's latest finished visit waits for its report,
 * ticks the tasks, writes a note and attaches a photo; the family reads the report with its photo
 * and answers.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A 1×1 PNG, as a phone's camera would hand a (much larger) photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const TASK = `Arroser les plantes ${Date.now().toString(36)}`;

async function openNotebookFromMissions(page: Page): Promise<string> {
  await page.goto('/missions');
  await expect(page.getByRole('heading', { name: 'Mes missions' })).toBeVisible();
  await page.getByText(/^Récurrent \(\d+\)$/).click();
  // The demo's weekly cleaning, whose notebook is seeded (other specs may add recurring missions).
  const link = page
    .getByRole('listitem')
    .filter({ hasText: 'DEMO-M-0001' })
    .getByRole('link', { name: /^Cahier de liaison et tâches des visites/ })
    .first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cahier de liaison' })).toBeVisible();
  return new URL(page.url()).pathname;
}

test('the family sets the tasks, the agent writes the visit report, the family reads and answers', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const family = await pageOfItsOwn(browser, PHONE);
  const agent = await pageOfItsOwn(browser, PHONE);

  // The family opens the notebook of its weekly cleaning and reads the seeded report.
  await signInThroughScreen(family, DEMO.client.email, DEMO.client.password);
  await expect(family).not.toHaveURL(/\/auth\/login/);
  const notebook = await openNotebookFromMissions(family);
  const seeded = family.getByRole('article', { name: /^Compte rendu de la visite du / }).first();
  await expect(seeded).toBeVisible();
  await expect(seeded.getByText(/non faite/)).toHaveCount(1);

  // It adds a task to every visit.
  await family.getByRole('textbox', { name: 'Nouvelle tâche' }).fill(TASK);
  await family.getByRole('button', { name: 'Ajouter une tâche' }).click();
  await family.getByRole('button', { name: 'Enregistrer les tâches' }).click();
  await expect(family.getByText('Tâches enregistrées.')).toBeVisible();
  await expectAccessible(family);

  // The agent opens the same notebook: the latest visit waits for its report.
  await signInThroughScreen(agent, DEMO.agent.email, DEMO.agent.password);
  await expect(agent).not.toHaveURL(/\/auth\/login/);
  await agent.goto(notebook);
  await expect(agent.getByRole('heading', { name: 'Comptes rendus à écrire' })).toBeVisible();
  const form = agent.getByRole('form', { name: 'Compte rendu de la visite' }).first();
  await expect(form.getByRole('checkbox', { name: TASK })).toBeVisible();
  await expect(agent.getByRole('button', { name: 'Enregistrer les tâches' })).toHaveCount(0);
  await expectAccessible(agent);
  await form.getByRole('checkbox', { name: TASK }).check();
  await form.getByRole('checkbox', { name: 'Aspirateur et sols' }).check();
  await form
    .getByRole('textbox', { name: 'Note pour la famille (facultative)' })
    .fill('Plantes arrosées, le fer neuf fonctionne.');
  const photo = form.getByLabel('Photo (facultative)');
  await expect(photo).toHaveAttribute('capture', 'environment');
  await photo.setInputFiles({ name: 'salon.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Envoyer le compte rendu' }).click();
  // The visit leaves the list of reports to write; the page says the report went.
  await expect(
    agent.getByRole('status').filter({ hasText: 'Compte rendu envoyé : la famille le lit' }),
  ).toBeVisible();

  // The family reads the report, its ticked tasks and its photo, and answers.
  await family.reload();
  const report = family
    .getByRole('article')
    .filter({ hasText: 'Plantes arrosées, le fer neuf fonctionne.' });
  await expect(report).toBeVisible();
  await expect(report.getByText(`${TASK} : faite`)).toBeVisible();
  const image = report.getByRole('img', { name: /^Photo jointe par / });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);
  await family.getByRole('textbox', { name: 'Votre message' }).fill('Merci beaucoup, à mardi !');
  await family.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(family.getByText('Message ajouté au cahier.')).toBeVisible();
  await expect(
    family.getByRole('article').filter({ hasText: 'Merci beaucoup, à mardi !' }),
  ).toBeVisible();
  await expectAccessible(family);

  // The agent sees the answer in the notebook.
  await agent.reload();
  await expect(agent.getByText('Merci beaucoup, à mardi !')).toBeVisible();
});
