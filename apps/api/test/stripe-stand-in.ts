import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for the part of Stripe's HTTP API the `stripe` SDK calls in this project
 * (docs/paiements.md): customers, setup intents, payment methods, payment intents, with
 * Stripe-shaped JSON and errors, form-encoded bodies, the Idempotency-Key header, and the webhook
 * events Stripe would send after a charge, signed like Stripe signs them. Test cards: a method
 * made from 'pm_card_visa' is charged, one from 'pm_card_chargeDeclined' is declined;
 * 'pm_sepa_debit' makes a SEPA mandate that is charged.
 *
 * Test-only call, standing for Stripe.js confirming the payment form:
 *   POST /test/setup_intents/{id}/confirm  payment_method=pm_card_visa  → the new pm_ attached
 *   to the intent's customer.
 */

type Json = Record<string, unknown>;

export interface StripeStandInOptions {
  webhookUrl?: string | undefined;
  webhookSecret: string;
  port?: number;
}

interface StoredMethod extends Json {
  id: string;
  customer: string | null;
  /** The test token it was made from (decides whether a charge goes through). */
  source: string;
}

let sequence = 0;
const newId = (prefix: string) =>
  `${prefix}_${(++sequence).toString(36)}${randomBytes(6).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Parses a Stripe form body (`a[b][0]=x`) into nested objects (arrays as index-keyed objects turned into arrays). */
export function parseForm(body: string): Json {
  const out: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let target: Json = out;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) target[part] = value;
      else target = (target[part] ??= {}) as Json;
    });
  }
  const arrays = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    const entries = Object.entries(node as Json).map(([k, v]) => [k, arrays(v)] as const);
    if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k)))
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
    return Object.fromEntries(entries);
  };
  return arrays(out) as Json;
}

/** The `Stripe-Signature` header Stripe sends with a webhook payload. */
export function signPayload(payload: string, secret: string, timestamp = nowSeconds()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

const CARDS: Record<string, { brand: string; last4: string; declines: boolean }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', declines: false },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', declines: false },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', declines: true },
};

export async function startStripeStandIn(options: StripeStandInOptions) {
  const customers = new Map<string, Json>();
  const setupIntents = new Map<string, Json>();
  const methods = new Map<string, StoredMethod>();
  const paymentIntents = new Map<string, Json>();
  const byIdempotencyKey = new Map<string, { status: number; body: Json }>();
  const sentEvents: Json[] = [];
  const inFlight = new Set<Promise<void>>();
  let webhookUrl = options.webhookUrl;

  const error = (status: number, type: string, message: string, extra: Json = {}) => ({
    status,
    body: { error: { type, message, ...extra } },
  });
  const missing = (kind: string, id: string) =>
    error(404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
      code: 'resource_missing',
    });

  function sendEvent(type: string, object: Json) {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: '2025-01-01',
      created: nowSeconds(),
      livemode: false,
      type,
      data: { object },
    };
    sentEvents.push(event);
    if (!webhookUrl) return;
    const payload = JSON.stringify(event);
    const url = webhookUrl;
    const delivery = fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signPayload(payload, options.webhookSecret),
      },
      body: payload,
    })
      .then(async (response) => {
        await response.text();
      })
      .catch(() => undefined)
      .finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  }

  function makeMethod(source: string, customer: string | null): StoredMethod {
    const id = newId('pm');
    const card = CARDS[source];
    const method: StoredMethod =
      source === 'pm_sepa_debit'
        ? {
            id,
            object: 'payment_method',
            type: 'sepa_debit',
            sepa_debit: { bank_code: '37040044', country: 'DE', last4: '3000' },
            billing_details: { name: 'Test' },
            customer,
            created: nowSeconds(),
            source,
          }
        : {
            id,
            object: 'payment_method',
            type: 'card',
            card: {
              brand: card?.brand ?? 'visa',
              last4: card?.last4 ?? '4242',
              exp_month: 12,
              exp_year: new Date().getUTCFullYear() + 3,
              country: 'FR',
            },
            customer,
            created: nowSeconds(),
            source,
          };
    methods.set(id, method);
    return method;
  }

  const publicMethod = ({ source: _source, ...rest }: StoredMethod) => rest;

  function createPaymentIntent(params: Json): { status: number; body: Json } {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1)
      return error(400, 'invalid_request_error', 'Invalid positive integer', { param: 'amount' });
    const methodId = String(params.payment_method ?? '');
    const method = methods.get(methodId);
    if (!method) return missing('payment_method', methodId);
    if (params.customer && method.customer !== params.customer)
      return error(
        400,
        'invalid_request_error',
        'The provided PaymentMethod does not belong to the customer.',
      );
    const id = newId('pi');
    const intent: Json = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: params.currency ?? 'eur',
      customer: params.customer ?? null,
      payment_method: methodId,
      metadata: params.metadata ?? {},
      off_session: params.off_session === 'true',
      created: nowSeconds(),
      status: 'requires_confirmation',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      last_payment_error: null,
    };
    paymentIntents.set(id, intent);
    if (params.confirm !== 'true') return { status: 200, body: intent };
    if (CARDS[method.source]?.declines) {
      const lastError = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        payment_method: publicMethod(method),
      };
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: lastError });
      sendEvent('payment_intent.payment_failed', { ...intent });
      return {
        status: 402,
        body: { error: { ...lastError, payment_intent: { ...intent } } },
      };
    }
    Object.assign(intent, { status: 'succeeded', amount_received: amount });
    sendEvent('payment_intent.succeeded', { ...intent });
    return { status: 200, body: intent };
  }

  function route(method: string, path: string, params: Json, query: URLSearchParams) {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: params.metadata ?? {},
        created: nowSeconds(),
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      const customer = customers.get(m[1]!);
      return customer ? { status: 200, body: customer } : missing('customer', m[1]!);
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const customer = String(params.customer ?? '');
      if (!customers.has(customer)) return missing('customer', customer);
      const id = newId('seti');
      const types = (params.allowed_payment_method_types ?? params.payment_method_types) as
        string[] | undefined;
      const intent = {
        id,
        object: 'setup_intent',
        customer,
        payment_method_types: types ?? ['card'],
        allowed_payment_method_types: types ?? ['card'],
        usage: params.usage ?? 'off_session',
        status: 'requires_payment_method',
        payment_method: null,
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata: params.metadata ?? {},
        created: nowSeconds(),
      };
      setupIntents.set(id, intent);
      return { status: 200, body: intent };
    }
    if (method === 'GET' && path === '/v1/setup_intents') {
      const customer = query.get('customer');
      const data = [...setupIntents.values()]
        .filter((intent) => !customer || intent.customer === customer)
        .reverse();
      return {
        status: 200,
        body: { object: 'list', data, has_more: false, url: '/v1/setup_intents' },
      };
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/setup_intents\/([^/]+)$/))) {
      const intent = setupIntents.get(m[1]!);
      return intent ? { status: 200, body: intent } : missing('setup_intent', m[1]!);
    }
    if (method === 'POST' && (m = path.match(/^\/test\/setup_intents\/([^/]+)\/confirm$/))) {
      const intent = setupIntents.get(m[1]!);
      if (!intent) return missing('setup_intent', m[1]!);
      const source = String(params.payment_method ?? 'pm_card_visa');
      const made = makeMethod(source, String(intent.customer));
      Object.assign(intent, { status: 'succeeded', payment_method: made.id });
      return { status: 200, body: intent };
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/payment_methods\/([^/]+)$/))) {
      const found = methods.get(m[1]!);
      return found ? { status: 200, body: publicMethod(found) } : missing('payment_method', m[1]!);
    }
    const listCustomer =
      method === 'GET' && path === '/v1/payment_methods'
        ? query.get('customer')
        : method === 'GET'
          ? path.match(/^\/v1\/customers\/([^/]+)\/payment_methods$/)?.[1]
          : undefined;
    if (listCustomer) {
      const data = [...methods.values()]
        .filter((pm) => pm.customer === listCustomer)
        .map(publicMethod);
      return {
        status: 200,
        body: { object: 'list', data, has_more: false, url: '/v1/payment_methods' },
      };
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/payment_methods\/([^/]+)\/detach$/))) {
      const found = methods.get(m[1]!);
      if (!found) return missing('payment_method', m[1]!);
      found.customer = null;
      return { status: 200, body: publicMethod(found) };
    }
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(params);
    if (method === 'GET' && (m = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) {
      const intent = paymentIntents.get(m[1]!);
      return intent ? { status: 200, body: intent } : missing('payment_intent', m[1]!);
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const raw = await readBody(request);
      const params = parseForm(raw);
      const auth = request.headers.authorization ?? '';
      let result: { status: number; body: Json };
      const basic = /^Basic /.test(auth)
        ? Buffer.from(auth.slice(6), 'base64').toString('utf8')
        : '';
      const keyOk = /^Bearer sk_/.test(auth) || basic.startsWith('sk_');
      if (!url.pathname.startsWith('/test/') && !keyOk) {
        result = error(401, 'invalid_request_error', 'Invalid API Key provided.');
      } else {
        const key = request.headers['idempotency-key'];
        const idempotent = request.method === 'POST' && typeof key === 'string';
        const stored = idempotent ? byIdempotencyKey.get(`${url.pathname}:${key}`) : undefined;
        if (stored) result = stored;
        else {
          result = route(request.method ?? 'GET', url.pathname, params, url.searchParams);
          if (idempotent) byIdempotencyKey.set(`${url.pathname}:${key}`, result);
        }
      }
      response.writeHead(result.status, {
        'content-type': 'application/json',
        'request-id': newId('req'),
      });
      response.end(JSON.stringify(result.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    port,
    customers,
    setupIntents,
    paymentIntents,
    /** Every webhook event sent (or that would have been sent without a webhook URL). */
    sentEvents,
    setWebhookUrl(next: string | undefined) {
      webhookUrl = next;
    },
    /** Stands for Stripe.js confirming the payment form: returns the new PaymentMethod id. */
    async confirmSetupIntent(setupIntentId: string, source = 'pm_card_visa'): Promise<string> {
      const response = await fetch(`${url}/test/setup_intents/${setupIntentId}/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ payment_method: source }).toString(),
      });
      const body = (await response.json()) as { payment_method?: string };
      if (!response.ok || !body.payment_method) throw new Error('confirm failed');
      return body.payment_method;
    },
    /** Resolves when every webhook delivery started so far has been answered. */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    async close(): Promise<void> {
      await this.settled();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

// CLI (e2e): npx tsx apps/api/test/stripe-stand-in.ts --port 12111 --webhook-url … --secret …
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const standIn = await startStripeStandIn({
    port: Number(argument('port') ?? 12111),
    webhookUrl: argument('webhook-url'),
    webhookSecret: argument('secret') ?? 'whsec_e2e',
  });
  console.log(`Stripe stand-in listening on ${standIn.url}`);
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
