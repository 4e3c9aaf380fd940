import { ROLE } from '@maisonnee/domain';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cockpit_taches } from '../../db/schema/cockpit.ts';
import { paiements, stripe_events } from '../../db/schema/factures.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { reglement_imputations, reglements } from '../../db/schema/reglements.ts';
import { clientSession, operatorSession, type Session } from '../../../test/fixtures-devis.ts';
import { createMission, setClock } from '../../../test/fixtures-missions.ts';
import {
  factureRow,
  insertIssuedFacture,
  insertIssuedFactureWithLine,
} from '../../../test/fixtures-paiements.ts';
import { bearer, buildTestApp, encrypted, type TestApp } from '../../../test/helper.ts';
import {
  signPayload,
  startStripeStandIn,
  type StripeStandIn,
} from '../../../test/stripe-stand-in.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { runPaiementsRelanceJob } from '../facturation/factures-payment.service.ts';

/*
 * Payments through the real `stripe` SDK, against the local Stripe stand-in: the SDK's requests,
 * Stripe's answers and errors, and the signed webhooks the stand-in sends back to the app.
 */

const WEBHOOK_SECRET = 'whsec_test_local';
const WEBHOOK = '/api/paiements/webhook';

let standIn: StripeStandIn;
let t: TestApp;
let accounting: Session;

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  session: Session | null,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: session ? bearer(session.token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** A client whose card (test token `source`) is saved through the whole Stripe form flow. */
async function clientWithCard(source = 'pm_card_visa') {
  const client = await clientSession(t);
  const secret = await call('POST', '/api/client/set-stripe-secret', client, {
    client_id: client.clientId,
    payment_method_type: source === 'pm_sepa_debit' ? 'sepa_debit' : 'card',
  });
  expect(secret.statusCode).toBe(200);
  const pm = await standIn.confirmSetupIntent(secret.json().data.setup_intent_id, source);
  const saved = await call('POST', '/api/clients/moyen-paiement/save', client, {
    client_id: client.clientId,
    stripe_payment_method_id: pm,
  });
  expect(saved.statusCode).toBe(201);
  return { client, pm, method: saved.json().data as { id: number; is_default: boolean } };
}

async function paiementsOf(factureId: number) {
  return t.database.db.select().from(paiements).where(eq(paiements.facture_id, factureId));
}

async function notificationsOf(userId: number) {
  return t.database.db.select().from(notifications).where(eq(notifications.user_id, userId));
}

function jobDeps(): ModuleDeps {
  return {
    db: t.database.db,
    config: t.config,
    now: t.clock.now,
    log: t.app.log,
  } as unknown as ModuleDeps;
}

beforeAll(async () => {
  standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  t = await buildTestApp({
    stripe: {
      secretKey: 'sk_test_local',
      publishableKey: 'pk_test_local',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: standIn.url,
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  standIn.setWebhookUrl(`http://127.0.0.1:${port}${WEBHOOK}`);
  accounting = await operatorSession(t, [ROLE.COMPTABILITE]);
});

// Some tests move the clock days ahead: each test starts at the clock's start, where the
// accounting session is valid, whatever ran before it (CI runs the API suite shuffled).
beforeEach(() => setClock(t));

afterAll(async () => {
  await standIn?.close();
  await t?.close();
});

describe('Stripe customer and payment methods', () => {
  it('creates the Stripe customer once', async () => {
    const client = await clientSession(t);
    const first = await call('POST', '/api/client/create-stripe-customer', client, {
      client_id: client.clientId,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      client_id: client.clientId,
      has_stripe_customer: true,
      created: true,
    });
    const again = await call('POST', '/api/client/create-stripe-customer', client, {
      client_id: client.clientId,
    });
    expect(again.json().data.created).toBe(false);
    expect(
      [...standIn.customers.values()].filter(
        (c) =>
          c.metadata &&
          (c.metadata as Record<string, string>).client_id === String(client.clientId),
      ),
    ).toHaveLength(1);
  });

  it('saves the card confirmed in the Stripe form, the first as default, and lists the default first', async () => {
    const { client, method } = await clientWithCard('pm_card_visa');
    expect(method.is_default).toBe(true);
    // The form's secret is reused while it is open.
    const open = await call('POST', '/api/client/set-stripe-secret', client, {
      client_id: client.clientId,
      payment_method_type: 'card',
    });
    const reused = await call(
      'GET',
      `/api/clients/moyen-paiement/get-stripe-client-secret/${encrypted(t, client.clientId)}`,
      client,
    );
    expect(reused.statusCode).toBe(200);
    expect(reused.json().data.setup_intent_id).toBe(open.json().data.setup_intent_id);
    expect(reused.json().data.publishable_key).toBe('pk_test_local');

    const sepa = await standIn.confirmSetupIntent(
      open.json().data.setup_intent_id,
      'pm_card_mastercard',
    );
    const second = await call('POST', '/api/clients/moyen-paiement/save', client, {
      client_id: client.clientId,
      stripe_payment_method_id: sepa,
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
      is_default: false,
    });

    const list = await call(
      'GET',
      `/api/client/payment-method/${encrypted(t, client.clientId)}`,
      client,
    );
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as {
      id: number;
      brand: string;
      last4: string;
      is_default: boolean;
      type: string;
    }[];
    expect(rows.map((r) => [r.brand, r.last4, r.is_default, r.type])).toEqual([
      ['visa', '4242', true, 'card'],
      ['mastercard', '4444', false, 'card'],
    ]);
  });

  it('saves a SEPA mandate as such', async () => {
    const { method } = await clientWithCard('pm_sepa_debit');
    expect(method).toMatchObject({
      type: 'sepa_debit',
      brand: 'sepa_debit',
      last4: '3000',
      exp_month: null,
    });
  });

  it("refuses another client's payment method and another client's list", async () => {
    const { pm, client: owner } = await clientWithCard();
    const other = await clientSession(t);
    await call('POST', '/api/client/create-stripe-customer', other, { client_id: other.clientId });
    const stolen = await call('POST', '/api/clients/moyen-paiement/save', other, {
      client_id: other.clientId,
      stripe_payment_method_id: pm,
    });
    expect(stolen.statusCode).toBe(403);
    const notMine = await call(
      'GET',
      `/api/client/payment-method/${encrypted(t, owner.clientId)}`,
      other,
    );
    expect(notMine.statusCode).toBe(403);
    const forOwner = await call('POST', '/api/clients/moyen-paiement/save', other, {
      client_id: owner.clientId,
      stripe_payment_method_id: pm,
    });
    expect(forOwner.statusCode).toBe(403);
    // Accounting reaches every client.
    const seen = await call(
      'GET',
      `/api/client/payment-method/${encrypted(t, owner.clientId)}`,
      accounting,
    );
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toHaveLength(1);
  });

  it('sets the default, removes one (the most recent other becomes default), keeps the last one while a mission is active', async () => {
    const { client, method: first } = await clientWithCard('pm_card_visa');
    const open = await call('POST', '/api/client/set-stripe-secret', client, {
      client_id: client.clientId,
      payment_method_type: 'card',
    });
    const pm2 = await standIn.confirmSetupIntent(
      open.json().data.setup_intent_id,
      'pm_card_mastercard',
    );
    const second = (
      await call('POST', '/api/clients/moyen-paiement/save', client, {
        client_id: client.clientId,
        stripe_payment_method_id: pm2,
      })
    ).json().data as { id: number };

    const switched = await call('POST', '/api/clients/moyen-paiement/default', client, {
      payment_method_id: second.id,
    });
    expect(switched.statusCode).toBe(200);
    expect(
      (switched.json().data as { id: number; is_default: boolean }[]).map((m) => [
        m.id,
        m.is_default,
      ]),
    ).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    const removed = await call(
      'DELETE',
      `/api/clients/moyen-paiement/remove/${encrypted(t, second.id)}`,
      client,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ id: second.id, deleted: true });
    const left = await call(
      'GET',
      `/api/client/payment-method/${encrypted(t, client.clientId)}`,
      client,
    );
    expect(left.json().data).toMatchObject([{ id: first.id, is_default: true }]);

    await createMission(t, { client_id: client.clientId, statut: 'active' });
    const last = await call(
      'DELETE',
      `/api/clients/moyen-paiement/remove/${encrypted(t, first.id)}`,
      client,
    );
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toMatch(/au moins un moyen de paiement/);
  });
});

describe('charging an invoice', () => {
  it('charges the default card, then the webhook marks the invoice paid to the cent and tells the client', async () => {
    const { client } = await clientWithCard('pm_card_visa');
    const facture = await insertIssuedFacture(t, client.clientId, 123.45);
    const paid = await call('POST', '/api/factures/payer', client, { facture_id: facture.id });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ id: facture.id, montant_ttc: 123.45 });
    await standIn.settled();

    const row = await factureRow(t, facture.id);
    expect(row.statut).toBe('payee');
    expect(row.montant_paye).toBe(123.45);
    const [attempt] = await paiementsOf(facture.id);
    expect(attempt).toMatchObject({ statut: 'reussi', tentative: 1, montant: 123.45 });
    expect(attempt!.idempotency_key).toBe(`facture-${facture.id}-1`);
    const intent = standIn.paymentIntents.get(attempt!.stripe_payment_intent_id!);
    expect(intent).toMatchObject({ amount: 12345, currency: 'eur', off_session: true });
    expect(intent!.metadata).toEqual({
      facture_id: String(facture.id),
      paiement_id: String(attempt!.id),
    });
    const told = await notificationsOf(client.userId);
    expect(told.map((n) => n.title)).toContain('Paiement reçu');
    expect(told.find((n) => n.title === 'Paiement reçu')!.body).toContain('123,45 €');
    // Written to the payment ledger: a card payment, Stripe's id as reference, all on the invoice.
    const ledger = await t.database.db
      .select()
      .from(reglements)
      .where(eq(reglements.client_id, client.clientId));
    expect(ledger).toMatchObject([
      {
        mode: 'carte',
        reference: attempt!.stripe_payment_intent_id,
        montant_centimes: 12345,
        recorded_by_user_id: null,
      },
    ]);
    const allocated = await t.database.db
      .select()
      .from(reglement_imputations)
      .where(eq(reglement_imputations.reglement_id, ledger[0]!.id));
    expect(allocated).toMatchObject([{ facture_id: facture.id, montant_centimes: 12345 }]);

    // Paid: paying again is refused.
    const again = await call('POST', '/api/factures/payer', client, { facture_id: facture.id });
    expect(again.statusCode).toBe(409);
  });

  it('charges what remains after a credit note and a partial payment, to the cent', async () => {
    const { client } = await clientWithCard('pm_card_visa');
    const facture = await insertIssuedFactureWithLine(t, client.clientId, 150.35);
    const avoir = await call('POST', '/api/factures/avoir', accounting, {
      facture_id: facture.id,
      motif: 'Heure non due',
      montant_ttc: 30.1,
    });
    expect(avoir.statusCode).toBe(201);
    const partial = await call('POST', '/api/reglements', accounting, {
      client_id: client.clientId,
      date: '2026-01-01',
      mode: 'cheque',
      reference: 'CHQ 1',
      montant_centimes: 5005,
      imputations: [{ facture_id: facture.id, montant_centimes: 5005 }],
    });
    expect(partial.statusCode).toBe(201);
    // The invoice as the family reads it: what remains, the amount the button shows.
    const read = await call('GET', `/api/facture/${encrypted(t, facture.id)}`, client);
    expect(read.json().data).toMatchObject({
      avoirs_ttc: 30.1,
      montant_paye: 50.05,
      reste_a_payer: 70.2,
    });

    const paid = await call('POST', '/api/factures/payer', client, { facture_id: facture.id });
    expect(paid.statusCode).toBe(200);
    await standIn.settled();
    const [attempt] = await paiementsOf(facture.id);
    expect(attempt).toMatchObject({ statut: 'reussi', montant: 70.2 });
    expect(standIn.paymentIntents.get(attempt!.stripe_payment_intent_id!)).toMatchObject({
      amount: 7020,
    });
    const row = await factureRow(t, facture.id);
    expect(row).toMatchObject({ statut: 'payee', montant_paye: 120.25 });
    const after = await call('GET', `/api/facture/${encrypted(t, facture.id)}`, client);
    expect(after.json().data.reste_a_payer).toBe(0);
    // Nothing remains: paying again is refused.
    const again = await call('POST', '/api/factures/payer', client, { facture_id: facture.id });
    expect(again.statusCode).toBe(409);
  });

  it('records a declined card: message, retry in three days, notification, counted once', async () => {
    const { client } = await clientWithCard('pm_card_chargeDeclined');
    const facture = await insertIssuedFacture(t, client.clientId, 80);
    const answer = await call('POST', '/api/factures/payer', client, { facture_id: facture.id });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      paiement_statut: 'echoue',
      paiement_erreur: 'Carte refusée par votre banque.',
      paiement_relance_at: new Date(t.clock.now().getTime() + 3 * 24 * 3600 * 1000).toISOString(),
    });
    await standIn.settled(); // Stripe's payment_failed webhook arrives too
    const row = await factureRow(t, facture.id);
    expect(row.paiement_echecs).toBe(1);
    expect(row.statut).toBe('emise');
    expect(row.montant_paye).toBe(0);
    const told = (await notificationsOf(client.userId)).filter(
      (n) => n.title === 'Paiement refusé',
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toMatch(/Nous réessaierons le \d\d\/\d\d\/2026/);
  });

  it('tries again after three days, at most three times, then gives the team a cockpit task', async () => {
    const { client } = await clientWithCard('pm_card_chargeDeclined');
    const facture = await insertIssuedFacture(t, client.clientId, 50);
    await call('POST', '/api/factures/payer', client, { facture_id: facture.id });
    await standIn.settled();
    // Not due yet: nothing tried.
    await runPaiementsRelanceJob(jobDeps(), t.clock.now());
    expect(await paiementsOf(facture.id)).toHaveLength(1);
    for (const expected of [2, 3]) {
      t.clock.advance(3 * 24 * 3600 * 1000 + 1000);
      await runPaiementsRelanceJob(jobDeps(), t.clock.now());
      await standIn.settled();
      const attempts = await paiementsOf(facture.id);
      expect(attempts).toHaveLength(expected);
      expect(new Set(attempts.map((a) => a.idempotency_key)).size).toBe(expected);
    }
    const row = await factureRow(t, facture.id);
    expect(row.paiement_echecs).toBe(3);
    expect(row.paiement_relance_at).toBeNull();
    t.clock.advance(10 * 24 * 3600 * 1000);
    await runPaiementsRelanceJob(jobDeps(), t.clock.now());
    expect(await paiementsOf(facture.id)).toHaveLength(3);
    const taches = await t.database.db
      .select()
      .from(cockpit_taches)
      .where(
        and(
          eq(cockpit_taches.client_id, client.clientId),
          eq(cockpit_taches.type, 'paiement_echoue'),
        ),
      );
    expect(taches).toHaveLength(1);
  });

  it("refuses a credit note, a draft, another client's invoice, and a client without a method", async () => {
    const { client } = await clientWithCard();
    const draft = await insertIssuedFacture(t, client.clientId, 10, {
      statut: 'brouillon',
      numero: null,
      issued_at: null,
    });
    expect(
      (await call('POST', '/api/factures/payer', client, { facture_id: draft.id })).statusCode,
    ).toBe(409);
    const facture = await insertIssuedFacture(t, client.clientId, 10);
    const avoir = await insertIssuedFacture(t, client.clientId, -10, {
      nature: 'avoir',
      avoir_de_facture_id: facture.id,
    });
    expect(
      (await call('POST', '/api/factures/payer', client, { facture_id: avoir.id })).statusCode,
    ).toBe(409);
    const stranger = await clientSession(t);
    expect(
      (await call('POST', '/api/factures/payer', stranger, { facture_id: facture.id })).statusCode,
    ).toBe(403);
    const own = await insertIssuedFacture(t, stranger.clientId, 10);
    const none = await call('POST', '/api/factures/payer', stranger, { facture_id: own.id });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe('Ajoutez un moyen de paiement.');
  });

  it('never creates two intents for one idempotency key', async () => {
    const { client, pm } = await clientWithCard();
    const customer = (await t.database.db.query.clients.findFirst({
      where: (c, { eq: is }) => is(c.id, client.clientId),
    }))!.stripe_customer_id!;
    const stripe = new Stripe('sk_test_local', {
      host: '127.0.0.1',
      port: Number(new URL(standIn.url).port),
      protocol: 'http',
    });
    const params = {
      amount: 1000,
      currency: 'eur',
      customer,
      payment_method: pm,
      confirm: true,
      off_session: true,
    };
    const before = standIn.paymentIntents.size;
    const a = await stripe.paymentIntents.create(params, { idempotencyKey: 'facture-test-1' });
    const b = await stripe.paymentIntents.create(params, { idempotencyKey: 'facture-test-1' });
    expect(b.id).toBe(a.id);
    expect(standIn.paymentIntents.size).toBe(before + 1);
    await standIn.settled();
  });
});

describe('the Stripe webhook', () => {
  it('refuses a missing or bad signature', async () => {
    const payload = JSON.stringify({
      id: 'evt_forged',
      type: 'payment_intent.succeeded',
      data: { object: {} },
    });
    const missing = await t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(missing.statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signPayload(payload, 'whsec_wrong'),
      },
      payload,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/Signature Stripe invalide/);
    const stored = await t.database.db
      .select()
      .from(stripe_events)
      .where(eq(stripe_events.id, 'evt_forged'));
    expect(stored).toHaveLength(0);
  });

  it('refuses a valid signature dated an hour ahead or an hour ago, accepts one of now', async () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const send = (id: string, timestamp: number) => {
      const payload = JSON.stringify({ id, type: 'customer.created', data: { object: {} } });
      return t.app.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signPayload(payload, WEBHOOK_SECRET, timestamp),
        },
        payload,
      });
    };
    const ahead = await send('evt_ahead', nowSeconds + 3600);
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().error).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await send('evt_slightly_ahead', nowSeconds + 400)).statusCode).toBe(400);
    expect((await send('evt_late', nowSeconds - 3600)).statusCode).toBe(400);
    expect((await send('evt_now', nowSeconds)).statusCode).toBe(200);
    // A small clock difference with Stripe is allowed.
    expect((await send('evt_near', nowSeconds + 60)).statusCode).toBe(200);
    const stored = await t.database.db.select().from(stripe_events);
    const ids = stored.map((e) => e.id);
    expect(ids).toEqual(expect.arrayContaining(['evt_now', 'evt_near']));
    expect(ids).not.toContain('evt_ahead');
    expect(ids).not.toContain('evt_late');
    expect(ids).not.toContain('evt_slightly_ahead');
  });

  it('acknowledges a replayed event without paying twice', async () => {
    const { client } = await clientWithCard();
    const facture = await insertIssuedFacture(t, client.clientId, 60.1);
    await call('POST', '/api/factures/payer', client, { facture_id: facture.id });
    await standIn.settled();
    const event = standIn.sentEvents.findLast(
      (e) =>
        e.type === 'payment_intent.succeeded' &&
        (e.data as { object: { metadata: Record<string, string> } }).object.metadata.facture_id ===
          String(facture.id),
    )!;
    expect((await factureRow(t, facture.id)).montant_paye).toBe(60.1);
    const payload = JSON.stringify(event);
    const replay = await t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signPayload(payload, WEBHOOK_SECRET),
      },
      payload,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual({ received: true, replay: true });
    expect((await factureRow(t, facture.id)).montant_paye).toBe(60.1);
  });
});

describe('without Stripe', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await buildTestApp();
  });
  afterAll(() => off?.close());

  it('answers 503 to payment calls and shows the bank-transfer details', async () => {
    const t0 = t;
    t = off;
    try {
      const client = await clientSession(off);
      const config = await call('GET', '/api/paiements/config', client);
      expect(config.statusCode).toBe(200);
      expect(config.json().data).toEqual({
        stripe_enabled: false,
        publishable_key: null,
        virement: {
          titulaire: off.config.agency.nom,
          iban: off.config.agency.iban,
          bic: off.config.agency.bic,
          reference: 'numéro de facture',
        },
      });
      const secret = await call('POST', '/api/client/set-stripe-secret', client, {
        client_id: client.clientId,
        payment_method_type: 'card',
      });
      expect(secret.statusCode).toBe(503);
      expect(secret.json().error.message).toBe(
        "Le paiement en ligne n'est pas configuré : réglez par virement.",
      );
      const facture = await insertIssuedFacture(off, client.clientId, 10);
      expect(
        (await call('POST', '/api/factures/payer', client, { facture_id: facture.id })).statusCode,
      ).toBe(503);
      const hook = await off.app.inject({
        method: 'POST',
        url: WEBHOOK,
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(hook.statusCode).toBe(503);
    } finally {
      t = t0;
    }
  });
});
