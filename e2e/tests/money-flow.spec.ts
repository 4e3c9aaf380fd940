import type { APIRequestContext, Browser } from '@playwright/test';
import { isFrenchHoliday } from '../../packages/domain/src/holidays.ts';
import { expect, pageOfItsOwn, test } from '../support/test.ts';
import { DEMO, signInThroughApi, signInThroughScreen } from '../support/app.ts';
import { encryptId } from '../support/ids.ts';

/*
 * Issue 11, point 7: the money loop in the browser. The demo client's weekly cleaning was done
 * last month with check-ins and check-outs (seed) → the client confirms its timesheet on
 * /documents → operateur@demo.fr (administrator) prepares and issues the month's invoices on
 * /admin/factures → the client sees the invoice, whose total is the confirmed minutes times the
 * agreed hourly rates, and downloads its PDF → the client pays it now: the API charges its card on
 * the local Stripe stand-in (e2e/global-setup.ts), the stand-in's signed webhook marks it paid.
 */

const STRIPE_STAND_IN = `http://127.0.0.1:${process.env.MAISONNEE_E2E_STRIPE_PORT ?? 12111}`;

/** Hourly prices of a recurring cleaning (specification §9): weekday, and weekend or holiday. */
const RATE = { weekday: 24, weekend: 30 };

/** Last month on the Paris calendar, 'YYYY-MM'. */
function lastMonth(): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const y = month === 1 ? year - 1 : year;
  const m = month === 1 ? 12 : month - 1;
  return `${y}-${String(m).padStart(2, '0')}`;
}

/** A 'YYYY-MM' month as the back office's lists write it (« novembre 2026 »). */
const monthLabel = (periode: string) =>
  new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${periode}-01T12:00:00Z`),
  );

/** Today on the Paris calendar, 'YYYY-MM-DD'. */
const parisToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

/** A euro amount as the screens write it (« 1 234,56 € »), spaces normalised. */
const euros = (amount: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
    .format(amount)
    .replace(/\s/g, ' ');

interface ReleveLigne {
  date: string;
  mission_id: number;
  minutes_realisees: number;
  minutes_retenues: number | null;
  statut: string;
}

const personPage = (browser: Browser) =>
  pageOfItsOwn(browser, {
    baseURL: `http://127.0.0.1:${process.env.MAISONNEE_E2E_PORT ?? 8181}`,
    viewport: { width: 412, height: 915 },
  });

/** A card saved the way Stripe Elements would: SetupIntent, confirmed at Stripe, then saved. */
async function saveCard(request: APIRequestContext, token: string, clientId: number) {
  const headers = { authorization: `Bearer ${token}` };
  const secret = await request.post('/api/client/set-stripe-secret', {
    headers,
    data: { client_id: clientId, payment_method_type: 'card' },
  });
  expect(secret.status(), await secret.text()).toBe(200);
  const { setup_intent_id } = ((await secret.json()) as { data: { setup_intent_id: string } }).data;
  const confirmed = await request.post(
    `${STRIPE_STAND_IN}/test/setup_intents/${setup_intent_id}/confirm`,
    { form: { payment_method: 'pm_card_visa' } },
  );
  expect(confirmed.status()).toBe(200);
  const { payment_method } = (await confirmed.json()) as { payment_method: string };
  const saved = await request.post('/api/clients/moyen-paiement/save', {
    headers,
    data: { client_id: clientId, stripe_payment_method_id: payment_method, is_default: true },
  });
  expect(saved.status(), await saved.text()).toBe(201);
}

test('le relevé confirmé devient une facture émise, téléchargée et payée en ligne', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const periode = lastMonth();
  const session = await signInThroughApi(request, DEMO.client.email, DEMO.client.password);
  const clientId = (session.user as unknown as { client_id: number }).client_id;
  expect(clientId).toBeGreaterThan(0);

  // 1. The client confirms last month's timesheet on /documents.
  await signInThroughScreen(page, DEMO.client.email, DEMO.client.password);
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
  await page.goto(`/documents?releve=${periode}`);
  await page.getByRole('button', { name: 'Tout confirmer' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Merci, vos heures sont confirmées.' }),
  ).toBeVisible();

  // 2. Accounting (the demo administrator) prepares and issues the month's invoices.
  const agency = await personPage(browser);
  await signInThroughScreen(agency, DEMO.operateur.email, DEMO.operateur.password);
  await agency.waitForURL(/\/admin/);
  await agency.goto('/admin/factures');
  await agency.getByLabel('Mois facturé').fill(periode);
  await agency.getByRole('button', { name: 'Préparer les factures du mois' }).click();
  // The draft of this client and this month, billed to the client: the list also holds the
  // mutuelle's draft of the same client, other Martin households and the demo's other months.
  await agency.getByLabel('Facturé à').selectOption('client');
  await agency.getByLabel('Nom du client').fill('Martin');
  await agency.getByRole('button', { name: 'Rechercher' }).click();
  const draft = agency
    .getByRole('row')
    .filter({ hasText: monthLabel(periode) })
    .filter({ hasText: 'Brouillon' })
    .filter({ hasText: 'Claire Martin' })
    .getByRole('button', { name: /^Ouvrir la facture Brouillon — / });
  await expect(draft).toHaveCount(1);
  await draft.click();
  await agency.getByRole('button', { name: 'Émettre', exact: true }).click();
  await agency.getByRole('button', { name: 'Émettre la facture' }).click();
  // The open invoice's title (the list beside it holds the numbers of the client's other invoices).
  const issuedNumber = agency.getByRole('heading', { level: 3, name: /F-\d{4}-\d{6}/ });
  await expect(issuedNumber).toBeVisible();
  // The number the agency just issued: the client's list also holds the demo's own invoices (after
  // a month ends, the demo bills it at its start), so the newest is not always this one.
  const numero = /F-\d{4}-\d{6}/.exec((await issuedNumber.textContent()) ?? '')![0];
  await agency.context().close();

  // What the invoice must come to, worked out here from the confirmed timesheet: the lines of the
  // invoice's mission (the demo's Monday and Friday visits are on the mutuelle's own invoice).
  const headers = { authorization: `Bearer ${session.access_token}` };
  const issued = await request.post(`/api/clients/factures/${encryptId(clientId)}`, {
    headers,
    data: { id: clientId, start_date: `${periode}-01`, end_date: parisToday(), mutuelle: false },
  });
  expect(issued.status(), await issued.text()).toBe(200);
  const facture = (
    (await issued.json()) as { data: { numero: string; mission_id: number }[] }
  ).data.find((item) => item.numero === numero);
  expect(facture).toBeDefined();
  const releve = await request.get(`/api/releves/${encryptId(clientId)}?periode=${periode}`, {
    headers,
  });
  expect(releve.status(), await releve.text()).toBe(200);
  const lignes = ((await releve.json()) as { data: { lignes: ReleveLigne[] } }).data.lignes;
  expect(lignes.every((ligne) => ligne.statut === 'confirme')).toBe(true);
  const billed = lignes.filter((ligne) => ligne.mission_id === facture!.mission_id);
  expect(billed.length).toBeGreaterThanOrEqual(3);
  const expectedCents = billed.reduce((sum, ligne) => {
    const day = new Date(`${ligne.date}T12:00:00Z`).getUTCDay();
    const rate =
      day === 0 || day === 6 || isFrenchHoliday(ligne.date) ? RATE.weekend : RATE.weekday;
    const minutes = ligne.minutes_retenues ?? ligne.minutes_realisees;
    return sum + Math.round((minutes * rate * 100) / 60);
  }, 0);
  const expectedTotal = euros(expectedCents / 100);

  // 3. The client sees the invoice, its total, and downloads the PDF.
  await saveCard(request, session.access_token, clientId);
  await page.goto('/documents/factures');
  const invoice = page.getByRole('button', { name: new RegExp(`^Ouvrir Facture ${numero}`) });
  await invoice.first().click();
  await expect(page.getByText(`Total TTC : ${expectedTotal}`)).toBeVisible();
  const pdfLink = page.getByRole('link', { name: 'Télécharger le PDF' });
  const href = await pdfLink.getAttribute('href');
  expect(href).toBeTruthy();
  const pdf = await request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // 4. Paid now on the saved card; the stand-in's webhook marks the invoice paid.
  await page.getByRole('button', { name: 'Payer maintenant' }).click();
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page.getByText(/Payée/).first()).toBeVisible({ timeout: 20_000 });
});
