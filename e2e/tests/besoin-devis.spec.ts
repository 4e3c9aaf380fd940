import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, markNativeAppTried, test } from '../support/test.ts';
import {
  DEMO,
  fillWeeklyCleaningNeed,
  signInThroughApi,
  signInThroughScreen,
} from '../support/app.ts';
import { readMails, waitForDevisLink } from '../support/mailbox.ts';

/** Next Monday (UTC), as `YYYY-MM-DD`: the first day of the recurring need. */
function nextMonday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7 || 7));
  return day.toISOString().slice(0, 10);
}

/** The operator composes a weekly quote for the client and sends it for signature. */
async function operatorSendsDevis(request: APIRequestContext, clientId: number, date: string) {
  const operateur = await signInThroughApi(request, DEMO.operateur.email, DEMO.operateur.password);
  const response = await request.post('/api/devis/devis-libre', {
    headers: { Authorization: `Bearer ${operateur.access_token}` },
    data: {
      client_id: clientId,
      send: true,
      lignes: [
        {
          client_besoin_skill_id: 1,
          libelle: 'Entretien du domicile, chaque lundi',
          is_ponctuel: false,
          frequence_type: 'Toutes les semaines',
          date_debut: date,
          nb_heures: 3,
          horaires: [{ day: 1, time_debut: '09:00', time_fin: '12:00' }],
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number; reference: string } }).data;
}

test('un client déclare un besoin récurrent, retrouve son brouillon, signe le devis ; signer deux fois échoue', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const date = nextMonday();

  // 1. The recurring need, saved as a draft while typing.
  await signInThroughScreen(page, DEMO.client.email, DEMO.client.password);
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
  await page.goto('/besoin');
  await expect(page.getByRole('heading', { name: 'Mon besoin', level: 1 })).toBeVisible();
  await fillWeeklyCleaningNeed(page, date, '17:30');
  await page.getByLabel('Précisions (facultatif)').fill('Repassage inclus.');
  await expect(page.getByTestId('estimate-amount')).toContainText('par semaine');
  await expect(page.getByText('Brouillon enregistré.')).toBeVisible();

  // 2. After a reload, the draft is back.
  await page.reload();
  await expect(page.getByText('Votre brouillon a été restauré.')).toBeVisible();
  await expect(page.getByLabel('Récurrent (chaque semaine)')).toBeChecked();
  await expect(page.getByLabel('Date de début')).toHaveValue(date);
  const restored = page.getByRole('group', { name: 'Créneau 1' });
  await expect(restored.getByLabel('Jour')).toHaveValue('3');
  await expect(restored.getByLabel('Heure de début')).toHaveValue('14:00');
  await expect(restored.getByLabel('Heure de fin')).toHaveValue('17:30');
  await expect(page.getByLabel('Précisions (facultatif)')).toHaveValue('Repassage inclus.');

  // 3. Submitted: a quote is created and the draft is gone.
  await page.getByRole('button', { name: 'Envoyer ma demande de devis' }).click();
  await expect(page.getByText(/Votre demande est envoyée/).first()).toBeVisible();
  await page.reload();
  await expect(page.getByText('Votre brouillon a été restauré.')).toHaveCount(0);

  // 4. The operator builds the quote for this need and sends it for signature.
  const client = await signInThroughApi(request, DEMO.client.email, DEMO.client.password);
  const clientId = (client.user as unknown as { client_id: number }).client_id;
  const mailsBefore = readMails().filter((mail) => mail.to.includes(DEMO.client.email)).length;
  const devis = await operatorSendsDevis(request, clientId, date);
  const link = await waitForDevisLink(DEMO.client.email, mailsBefore);

  // 5. The client opens the link of the mail, in two tabs: the second one will sign too late.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: `Devis ${devis.reference}` })).toBeVisible();
  const late = await context.newPage();
  // As support/test.ts does for `page`: no native-app attempt (its prompt swallows clicks).
  await markNativeAppTried(late);
  await late.goto(link);
  await expect(late.getByRole('button', { name: 'Signer le devis' })).toBeVisible();

  // Signing needs the consent and a name.
  await page.getByRole('button', { name: 'Signer le devis' }).click();
  await expect(page.getByText('Vous devez accepter les conditions.')).toBeVisible();
  await page.getByRole('checkbox', { name: /J’ai lu le devis et j’accepte/ }).check();
  await page.getByLabel('Nom et prénom du signataire').fill('Claire Martin');
  // A drawn signature too: the API checks and embeds the PNG.
  const pad = page.getByRole('img', { name: /Zone de signature/ });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('zone de signature invisible');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (const [dx, dy] of [
    [60, -30],
    [120, 25],
    [180, -20],
    [240, 10],
  ] as const) {
    await page.mouse.move(box.x + dx, box.y + box.height / 2 + dy, { steps: 4 });
  }
  await page.mouse.up();
  const signRequest = page.waitForRequest('**/api/devis/sign');
  await page.getByRole('button', { name: 'Signer le devis' }).click();
  const signBody = (await signRequest).postDataJSON() as Record<string, unknown>;
  expect(signBody).toMatchObject({ signature_text: 'Claire Martin', accept_conditions: true });
  expect(String(signBody.signature_image)).toMatch(/^data:image\/png;base64,/);
  await expect(
    page.getByText(/Signé le \d{1,2} \p{L}+ \d{4} à \d{2}:\d{2} par Claire Martin/u),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Télécharger le devis signé (PDF)' })).toBeVisible();

  // 6. Signing again (the other tab) fails with a clear message.
  await late.bringToFront();
  await late.getByRole('checkbox', { name: /J’ai lu le devis et j’accepte/ }).check();
  await late.getByLabel('Nom et prénom du signataire').fill('Claire Martin');
  await late.getByRole('button', { name: 'Signer le devis' }).click();
  await expect(
    late.getByRole('alert').filter({ hasText: 'Ce devis est déjà signé.' }),
  ).toBeVisible();

  // 7. The list shows the quote signed, and a call back can be asked.
  await page.goto('/documents/devis');
  await expect(
    page.getByRole('button', { name: `Voir le devis ${devis.reference}` }),
  ).toContainText('Signé');
  await page.getByRole('button', { name: `Voir le devis ${devis.reference}` }).click();
  await page.getByRole('button', { name: 'Être rappelé' }).click();
  await expect(page.getByText(/un conseiller vous rappelle/)).toBeVisible();
});

test('le PDF signé se télécharge avec le nom du signataire et l’empreinte du devis', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const client = await signInThroughApi(request, DEMO.client.email, DEMO.client.password);
  const clientId = (client.user as unknown as { client_id: number }).client_id;
  const mailsBefore = readMails().filter((mail) => mail.to.includes(DEMO.client.email)).length;
  const devis = await operatorSendsDevis(request, clientId, nextMonday());
  const link = await waitForDevisLink(DEMO.client.email, mailsBefore);

  await signInThroughScreen(page, DEMO.client.email, DEMO.client.password);
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: `Devis ${devis.reference}` })).toBeVisible();

  // The unsigned PDF, read before signing: its SHA-256 must appear in the signed one.
  const pdfHref = await page
    .getByRole('link', { name: 'Lire le devis (PDF)' })
    .getAttribute('href');
  const unsigned = await page.request.get(pdfHref as string);
  expect(unsigned.status()).toBe(200);
  const unsignedBytes = await unsigned.body();
  expect(unsignedBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const unsignedSha256 = createHash('sha256').update(unsignedBytes).digest('hex');

  await page.getByRole('checkbox', { name: /J’ai lu le devis et j’accepte/ }).check();
  await page.getByLabel('Nom et prénom du signataire').fill('Louis Bernard');
  await page.getByRole('button', { name: 'Signer le devis' }).click();
  await expect(page.getByText(/par Louis Bernard/)).toBeVisible();

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Télécharger le devis signé (PDF)' }).click();
  const download = await downloadPromise;
  const signedText = readFileSync(await download.path()).toString('latin1');
  expect(signedText.startsWith('%PDF-')).toBe(true);
  expect(signedText).toContain('Louis Bernard');
  expect(signedText).toContain(unsignedSha256);
});
