import { test } from '@playwright/test';
test('debug', async ({ page }) => {
  await page.goto('/auth/register');
  await page.waitForTimeout(1000);
  const radio = page.getByRole('radio', { name: 'Mme' });
  console.log('BOX', JSON.stringify(await radio.boundingBox()));
  const box = (await radio.boundingBox())!;
  console.log('AT', await page.evaluate(([x, y]) => { const e = document.elementFromPoint(x!, y!); return e?.outerHTML.slice(0, 200); }, [box.x + box.width / 2, box.y + box.height / 2]));
  await radio.tap();
  await page.waitForTimeout(300);
  console.log('CHECKED-tap', await radio.isChecked());
  await page.getByText('M.', { exact: true }).click();
  await page.waitForTimeout(300);
  console.log('CHECKED-label', await page.getByRole('radio', { name: 'M.' }).isChecked());
  await radio.click();
  await page.waitForTimeout(300);
  console.log('CHECKED-click', await radio.isChecked());
});
