import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseForm, startStripeStandIn, type StripeStandIn } from './stripe-stand-in.ts';

/* The local Stripe stand-in, as the real `stripe` SDK sees it, and the webhooks it signs. */

const SECRET = 'whsec_stand_in';
let standIn: StripeStandIn;
let stripe: Stripe;
const received: { signature: string; payload: string }[] = [];
const hook = createServer((request, response) => {
  let payload = '';
  request.on('data', (chunk: Buffer) => (payload += chunk.toString('utf8')));
  request.on('end', () => {
    received.push({ signature: String(request.headers['stripe-signature']), payload });
    response.end('{}');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const { port } = hook.address() as AddressInfo;
  standIn = await startStripeStandIn({
    webhookSecret: SECRET,
    webhookUrl: `http://127.0.0.1:${port}/hook`,
  });
  stripe = new Stripe('sk_test_stand_in', {
    host: '127.0.0.1',
    port: standIn.port,
    protocol: 'http',
  });
});

afterAll(async () => {
  await standIn.close();
  await new Promise<void>((resolve) => hook.close(() => resolve()));
});

describe('Stripe stand-in', () => {
  it('parses nested form bodies', () => {
    expect(parseForm('a=1&m%5Bx%5D=2&l%5B0%5D=card&l%5B1%5D=sepa_debit')).toEqual({
      a: '1',
      m: { x: '2' },
      l: ['card', 'sepa_debit'],
    });
  });

  it('serves the SDK: customer, setup intent, confirmed card, list, detach', async () => {
    const customer = await stripe.customers.create({ name: 'Odile' });
    expect((await stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
    const intent = await stripe.setupIntents.create({ customer: customer.id });
    const pmId = await standIn.confirmSetupIntent(intent.id, 'pm_card_visa');
    expect((await stripe.setupIntents.retrieve(intent.id)).payment_method).toBe(pmId);
    const pm = await stripe.paymentMethods.retrieve(pmId);
    expect(pm).toMatchObject({ type: 'card', customer: customer.id, card: { last4: '4242' } });
    const listed = await stripe.paymentMethods.list({ customer: customer.id });
    expect(listed.data.map((m) => m.id)).toEqual([pmId]);
    await stripe.paymentMethods.detach(pmId);
    expect((await stripe.paymentMethods.retrieve(pmId)).customer).toBeNull();
  });

  it('charges a visa and signs the succeeded event; declines the decline card with a StripeCardError', async () => {
    const customer = await stripe.customers.create({});
    const ok = await standIn.confirmSetupIntent(
      (await stripe.setupIntents.create({ customer: customer.id })).id,
      'pm_card_visa',
    );
    const ko = await standIn.confirmSetupIntent(
      (await stripe.setupIntents.create({ customer: customer.id })).id,
      'pm_card_chargeDeclined',
    );
    const base = { amount: 4250, currency: 'eur', customer: customer.id, confirm: true };
    const paid = await stripe.paymentIntents.create({ ...base, payment_method: ok });
    expect(paid).toMatchObject({ status: 'succeeded', amount_received: 4250 });
    const declined = await stripe.paymentIntents
      .create({ ...base, payment_method: ko })
      .catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(declined).toMatchObject({ code: 'card_declined' });

    await standIn.settled();
    const events = received.map(({ payload, signature }) =>
      stripe.webhooks.constructEvent(payload, signature, SECRET),
    );
    expect(events.map((e) => e.type)).toEqual([
      'payment_intent.succeeded',
      'payment_intent.payment_failed',
    ]);
    expect(() =>
      stripe.webhooks.constructEvent(received[0]!.payload, received[0]!.signature, 'whsec_other'),
    ).toThrow();
  });

  it('answers the same intent to the same idempotency key, and refuses a bad key', async () => {
    const customer = await stripe.customers.create({});
    const pm = await standIn.confirmSetupIntent(
      (await stripe.setupIntents.create({ customer: customer.id })).id,
    );
    const params = { amount: 100, currency: 'eur', customer: customer.id, payment_method: pm };
    const a = await stripe.paymentIntents.create(params, { idempotencyKey: 'k-1' });
    const b = await stripe.paymentIntents.create(params, { idempotencyKey: 'k-1' });
    const c = await stripe.paymentIntents.create(params, { idempotencyKey: 'k-2' });
    expect(b.id).toBe(a.id);
    expect(c.id).not.toBe(a.id);
    const wrongKey = new Stripe('rk_nope', {
      host: '127.0.0.1',
      port: standIn.port,
      protocol: 'http',
    });
    await expect(wrongKey.customers.create({})).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });
});
