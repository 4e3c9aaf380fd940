import { expectAccessible } from '../support/a11y.ts';
import { operatorPageOfItsOwn } from '../support/app.ts';
import { expect, test } from '../support/test.ts';

/*
 * Issue 26, point 1, in the browser at 390 px: the demo administrator opens /admin/planning and
 * finds the week board of the demo agency — a row per agent with the week's hours against the
 * contract, blocks named by day, time and client, the week's interventions « À pourvoir » beside
 * it — moves to the next week and back, and filters on the demo agent.
 */

test("the planner reads the agency's week on the board", async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await operatorPageOfItsOwn(browser, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await page.goto('/admin/planning');
  await expect(page.getByRole('tab', { name: 'Tableau de la semaine' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const board = page.getByRole('table', { name: /^Semaine du lundi / });
  await expect(board).toBeVisible();
  const karim = board
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /Karim Benali/ }) });
  await expect(karim).toBeVisible();
  // Planned hours against the contract's, e.g. « 7 h / 24 h ».
  await expect(karim.getByRole('rowheader')).toContainText(/\d+( h( \d{2})?)? \/ \d+ h/);
  await expect(page.getByRole('heading', { name: /^À pourvoir \(\d+\)$/ })).toBeVisible();
  // Nothing overflows the page: the board scrolls in its own box.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  // The next week, then back to this one.
  const title = await board.getAttribute('aria-label');
  await page.getByRole('button', { name: /Semaine suivante/ }).click();
  await expect(board).not.toHaveAttribute('aria-label', title!);
  await page.getByRole('button', { name: 'Cette semaine' }).click();
  await expect(board).toHaveAttribute('aria-label', title!);

  // Only the demo agent's row once filtered on him.
  await page.getByLabel('Intervenant', { exact: true }).selectOption({ label: 'Karim Benali' });
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(board.getByRole('rowheader')).toHaveCount(1);
  await expect(board.getByRole('rowheader')).toContainText('Karim Benali');

  // Next week (visits still to come): the dialog of « Affecter à… » takes the whole screen.
  await page.getByRole('button', { name: /Semaine suivante/ }).click();
  await expect(board).not.toHaveAttribute('aria-label', title!);
  await page
    .getByRole('group', { name: /^À pourvoir : / })
    .first()
    .getByRole('button', { name: /^Actions pour l’intervention de / })
    .click();
  await page.getByRole('menuitem', { name: 'Affecter à…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Affecter l’intervention' });
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())!.width).toBeGreaterThanOrEqual(389);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();

  // The day by hours: it scrolls in its own box too, and is kept in the address.
  await page.getByText('Jour', { exact: true }).click();
  await expect(page).toHaveURL(/affichage=jour&jour=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('list', { name: /^Journée du / })).toBeVisible();
  await expect(page.getByRole('region', { name: /Journée par heures/ })).toBeVisible();
  await expectAccessible(page);

  // The missions to plan are one tab away, as before.
  await page.getByRole('tab', { name: 'Missions à planifier' }).click();
  await expect(page).toHaveURL(/vue=missions/);
});

/*
 * Issue 26, point 3, at desktop width: the demo household whose second weekly slot has no agent
 * (seed, UNASSIGNED_SLOT_HOUSEHOLD) has a visit « À pourvoir » next week. The planner drags it
 * with the mouse onto the agent who serves that household's other slot (same hours, another
 * day), then takes the agent off and gives the visit back from the menu's dialog, by keyboard.
 * A rule that may be forced (contract hours, travel) is forced with a reason; the board shows
 * the result each time.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the planner drags an unstaffed visit onto an agent, then uses the keyboard dialogs', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await operatorPageOfItsOwn(browser, { viewport: { width: 1440, height: 900 } });
  await page.goto('/admin/planning');
  const board = page.getByRole('table', { name: /^Semaine du lundi / });
  // The first load of the board can be slow on a busy machine.
  await expect(board).toBeVisible({ timeout: 30_000 });
  const title = await board.getAttribute('aria-label');
  await page.getByRole('button', { name: /Semaine suivante/ }).click();
  await expect(board).not.toHaveAttribute('aria-label', title!);

  const heading = page.getByRole('heading', { name: /^À pourvoir \(\d+\)$/ });
  const count = async () => Number((await heading.textContent())!.match(/\((\d+)\)/)![1]);
  const unstaffed = page.getByRole('group', { name: /^À pourvoir : / });
  await expect(unstaffed.first()).toBeVisible();
  // The new week's blocks drawn (it renders behind the previous one), before they are read.
  await expect(board.getByRole('group').first()).toBeVisible();
  const before = await count();
  // The first unstaffed visit whose household has another visit staffed this week.
  const labels = await unstaffed.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('aria-label') ?? ''),
  );
  let picked: RegExpMatchArray | null = null;
  for (const text of labels) {
    // « À pourvoir : mercredi 16 décembre 2026, 14:00 → 16:00, <client>, <service> »
    const match = text.match(/^À pourvoir : ([^,]+), ([^,]+), ([^,]+), /);
    const staffed = match
      ? board.getByRole('group', { name: new RegExp(`, ${escape(match[3]!)}, `) })
      : null;
    if (match && staffed && (await staffed.count()) > 0) {
      picked = match;
      break;
    }
  }
  expect(picked, 'an unstaffed visit of a household served that week').not.toBeNull();
  const [label, day, time, client] = picked!;
  const item = page.getByRole('group', { name: new RegExp(`^${escape(label!)}`) });

  // The agent who serves the household's other slot; the board narrowed to that agent (the
  // « À pourvoir » list is not), so its row and the list are both on the screen.
  const servingRow = board
    .getByRole('row')
    .filter({ has: page.getByRole('group', { name: new RegExp(`, ${escape(client!)}, `) }) })
    .first();
  const agentName = (await servingRow.getByRole('rowheader').locator('p').first().textContent())!;
  await page.getByLabel('Intervenant', { exact: true }).selectOption({ label: agentName });
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(board.getByRole('rowheader')).toHaveCount(1);
  const agentRow = board.getByRole('row').filter({ has: page.getByRole('rowheader') });
  const columns = await board
    .locator('thead th')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('abbr')));
  const cell = agentRow.locator('td').nth(columns.indexOf(day!) - 1);
  const visitInCell = cell.getByRole('group', {
    name: new RegExp(`^${escape(day!)}, ${escape(time!)}, ${escape(client!)}`),
  });
  const status = page.getByTestId('planning-move-status');

  /** A refusal the rules allow to force is forced with a reason, in the alert or the dialog. */
  async function forceIfAsked(where: 'board' | 'dialog') {
    const refusal = page.getByRole('alert').filter({ hasText: 'Changement refusé' });
    const done = status.filter({ hasText: /confiée à/ });
    await expect(refusal.or(done).first()).toBeVisible();
    if (!(await refusal.isVisible())) return;
    if (where === 'board') {
      await refusal.getByRole('button', { name: 'Forcer…' }).click();
    } else {
      await page.getByRole('button', { name: 'Forcer avec un motif' }).click();
    }
    await page
      .getByRole('textbox', { name: /Motif du forçage/ })
      .fill('Accord de l’intervenant (test)');
    await page.getByRole('button', { name: 'Forcer et enregistrer' }).click();
  }

  // 1. The mouse: drag the item onto the agent's day, this visit only.
  // The cell in the middle of the board's box, away from the edges where a drag scrolls it.
  await cell.evaluate((node) => node.scrollIntoView({ block: 'center', inline: 'center' }));
  const from = (await item.boundingBox())!;
  const to = (await cell.boundingBox())!;
  await page.mouse.move(from.x + 20, from.y + 10);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  const under = (await cell.boundingBox())!;
  await page.mouse.move(under.x + under.width / 2, under.y + under.height / 2, { steps: 2 });
  await page.mouse.up();
  const question = page.getByRole('dialog', { name: 'Intervention d’un créneau régulier' });
  await question.getByRole('button', { name: 'Affecter cette intervention seulement' }).click();
  await forceIfAsked('board');
  await expect(status).toContainText(`confiée à ${agentName.split(' ')[0]}`);
  await expect(visitInCell).toBeVisible();
  await expect(heading).toHaveText(`À pourvoir (${before - 1})`);

  // 2. The keyboard: the block's menu, « Retirer l'agent », this visit only.
  const blockMenu = visitInCell.getByRole('button', { name: /^Actions pour l’intervention de / });
  await blockMenu.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Retirer l’agent' }).focus();
  await page.keyboard.press('Enter');
  await question
    .getByRole('button', { name: 'Retirer l’agent de cette intervention seulement' })
    .focus();
  await page.keyboard.press('Enter');
  await expect(status).toContainText('elle est à pourvoir');
  await expect(visitInCell).toHaveCount(0);
  await expect(heading).toHaveText(`À pourvoir (${before})`);

  // 3. The keyboard: « Affecter à… » in a dialog, the agent chosen, saved.
  const itemMenu = item.getByRole('button', { name: /^Actions pour l’intervention de / });
  await itemMenu.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Affecter à…' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Affecter l’intervention' });
  const agentField = dialog.getByRole('combobox', { name: /Intervenant/ });
  const options = await agentField
    .locator('option')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
  await agentField.selectOption({
    label: options.find((text) => text.startsWith(`${agentName} (`))!,
  });
  await dialog.getByRole('button', { name: 'Enregistrer' }).focus();
  await page.keyboard.press('Enter');
  await forceIfAsked('dialog');
  await expect(dialog).toBeHidden();
  await expect(visitInCell).toBeVisible();
  await expect(heading).toHaveText(`À pourvoir (${before - 1})`);

  // The demo agency as it was for the next tests: the visit back to « À pourvoir ».
  await visitInCell.getByRole('button', { name: /^Actions pour l’intervention de / }).click();
  await page.getByRole('menuitem', { name: 'Retirer l’agent' }).click();
  await question
    .getByRole('button', { name: 'Retirer l’agent de cette intervention seulement' })
    .click();
  await expect(heading).toHaveText(`À pourvoir (${before})`);
});

test('the planner frees the absent agent’s visit and gives it through the week’s proposal', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await operatorPageOfItsOwn(browser, { viewport: { width: 1440, height: 900 } });
  await page.goto('/admin/planning');
  const board = page.getByRole('table', { name: /^Semaine du lundi / });
  await expect(board).toBeVisible({ timeout: 30_000 });
  // The demo's absent agent is away from her next visit after tomorrow: this week or the next.
  const absent = board.getByRole('group').filter({ hasText: 'Intervenant absent' });
  if ((await absent.count()) === 0) {
    const title = await board.getAttribute('aria-label');
    await page.getByRole('button', { name: /Semaine suivante/ }).click();
    await expect(board).not.toHaveAttribute('aria-label', title!);
  }
  await expect(absent.first()).toBeVisible();
  const label = (await absent.first().getAttribute('aria-label'))!;
  const [, day, time, client] = label.match(/^([^,]+), ([^,]+), ([^,]+), /)!;
  const visit = board.getByRole('group', {
    name: new RegExp(`^${escape(day!)}, ${escape(time!)}, ${escape(client!)}`),
  });
  const status = page.getByTestId('planning-move-status');

  // 1. Her visit taken off her: it goes to « À pourvoir ».
  await absent
    .first()
    .getByRole('button', { name: /^Actions pour l’intervention de / })
    .click();
  await page.getByRole('menuitem', { name: 'Retirer l’agent' }).click();
  await page
    .getByRole('dialog', { name: 'Intervention d’un créneau régulier' })
    .getByRole('button', { name: 'Retirer l’agent de cette intervention seulement' })
    .click();
  await expect(status).toContainText('elle est à pourvoir');
  await expect(visit).toHaveCount(0);
  const freed = page.getByRole('group', {
    name: new RegExp(`^À pourvoir : ${escape(day!)}, ${escape(time!)}, ${escape(client!)}`),
  });
  await expect(freed).toBeVisible();

  // 2. The week's proposal: only the freed visit's line kept, then applied.
  await page.getByRole('button', { name: 'Proposer un planning pour la semaine' }).click();
  await expect(
    page.getByRole('heading', { name: /^Intervenants proposés \(\d+\)$/ }),
  ).toBeVisible();
  const keeps = page.getByRole('checkbox', { name: /^Garder : / });
  const names = await keeps.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('aria-label') ?? ''),
  );
  const ours = names.findIndex((name) => name.includes(time!) && name.includes(client!));
  expect(ours, `a proposed agent for ${client} ${time}: ${names.join(' | ')}`).toBeGreaterThan(-1);
  for (const [index] of names.entries()) if (index !== ours) await keeps.nth(index).uncheck();
  const agent = names[ours]!.match(/confiée à (.+)$/)![1]!;
  await page.getByRole('button', { name: 'Appliquer la ligne gardée' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '1 intervention confiée' }),
  ).toBeVisible();

  // 3. The board: the visit on the proposed agent's row, without conflict; no longer à pourvoir.
  await expect(freed).toHaveCount(0);
  const row = board.getByRole('row').filter({
    has: page.getByRole('group', {
      name: new RegExp(`^${escape(day!)}, ${escape(time!)}, ${escape(client!)}`),
    }),
  });
  await expect(row.getByRole('rowheader')).toContainText(agent.split(' ')[0]!);
  await expect(visit).not.toContainText('conflit');

  // The demo agency as it was for the next tests, but for the visit: back to « À pourvoir ».
  await visit.getByRole('button', { name: /^Actions pour l’intervention de / }).click();
  await page.getByRole('menuitem', { name: 'Retirer l’agent' }).click();
  await page
    .getByRole('dialog', { name: 'Intervention d’un créneau régulier' })
    .getByRole('button', { name: 'Retirer l’agent de cette intervention seulement' })
    .click();
  await expect(freed).toBeVisible();
});
