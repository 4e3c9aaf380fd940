import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.ts';
import type { InvoicePort } from './invoice-port.ts';
import { handleStripeWebhook } from './paiements-webhook.service.ts';

export const STRIPE_WEBHOOK_PATH = '/api/paiements/webhook';

/**
 * Stripe's webhook (docs/paiements.md): public, not a contract call, because the signature is
 * checked on the exact bytes Stripe sent. Registered in its own scope so that only this route
 * keeps JSON bodies raw. `invoices`: facturation's port, to record the outcome on the invoice.
 */
export async function registerStripeWebhook(
  app: FastifyInstance,
  deps: ModuleDeps,
  invoices: InvoicePort,
) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_r, body, done) => done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const header = request.headers['stripe-signature'];
      const signature = Array.isArray(header) ? header[0] : header;
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await handleStripeWebhook(deps, invoices, body, signature);
      return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body);
    });
  });
}
