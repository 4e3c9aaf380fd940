import { expectAccessible } from '../support/a11y.ts';
import { signInThroughScreen } from '../support/app.ts';
import { expect, test } from '../support/test.ts';

/*
 * Issue 25, point 8 on a 390 px phone (docs/calendrier.md): a demo family makes the private link of
 * its calendar in /profil, its calendar app reads its visits from it without signing in, and once
 * the family revokes it the link answers 404.
 */

test.use({
  viewport: { width: 390, height: 844 },
  permissions: ['clipboard-read', 'clipboard-write'],
});

const FAMILLE = { email: 'famille.dubois@demo.fr', password: 'Demo1234!' };

/** The events of an ICS text, each as its properties (folded lines joined). */
function eventsOf(ics: string): Record<string, string>[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('BEGIN:VEVENT\r\n')
    .slice(1)
    .map((block) =>
      Object.fromEntries(
        block
          .split('END:VEVENT')[0]!
          .split('\r\n')
          .filter(Boolean)
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
      ),
    );
}

test('la famille ajoute ses interventions à son agenda, puis révoque le lien', async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughScreen(page, FAMILLE.email, FAMILLE.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto('/profil');
  const section = page.getByRole('region', { name: 'Agenda et rappels' });
  await expect(section).toBeVisible();
  await expect(section.getByText(/La veille de chaque intervention/)).toBeVisible();

  await section.getByRole('button', { name: 'Ajouter mes interventions à mon agenda' }).click();
  const field = section.getByRole('textbox', { name: 'Lien privé de votre agenda' });
  await expect(field).toHaveValue(/\/api\/calendrier\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await field.inputValue();
  await expect(section.getByRole('link', { name: 'Ouvrir dans mon agenda' })).toHaveAttribute(
    'href',
    url.replace(/^https?:\/\//, 'webcal://'),
  );
  await section.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(section.getByRole('button', { name: 'Lien copié' })).toBeVisible();
  await expectAccessible(page);

  // The calendar app reads the feed without a session: the family's visits, named with the agent.
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const events = eventsOf(await feed.text());
  expect(events.length).toBeGreaterThan(0);
  for (const event of events) {
    expect(event.SUMMARY).toMatch(/^.+ — .+$/);
    expect(event.DTSTART).toMatch(/^\d{8}T\d{6}Z$/);
    expect(event.UID).toMatch(/^intervention-\d+@/);
  }
  expect(events.some((event) => event.LOCATION)).toBe(true);

  // The page no longer shows the link once reloaded: only that one is in force.
  await page.reload();
  await expect(
    section.getByText(/Un lien privé vers votre agenda est actif depuis le/),
  ).toBeVisible();
  await expect(section.getByRole('textbox')).toHaveCount(0);

  await section.getByRole('button', { name: 'Révoquer le lien' }).click();
  await section.getByRole('button', { name: 'Oui, révoquer' }).click();
  await expect(section.getByRole('status')).toHaveText(/Le lien est révoqué/);
  const gone = await page.request.get(url);
  expect(gone.status()).toBe(404);
});
