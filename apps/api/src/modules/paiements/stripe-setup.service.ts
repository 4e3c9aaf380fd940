import { endpoints, type Access } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';
import { recordStripeCustomerId } from '../clients/stripe-customer.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { stripeOf } from './paiements-stripe.ts';
import { requireClientForStripe } from './payment-methods-common.ts';

/*
 * The client's Stripe customer, created once, and the secret of Stripe's form (SetupIntent) in
 * which the client enters a card or a SEPA mandate (docs/paiements.md).
 */

export function createStripeSetupService(deps: ModuleDeps) {
  const { db } = deps;

  /** The client's Stripe customer id, created at Stripe (once: idempotency key) when missing. */
  async function ensureCustomer(clientId: number) {
    const stripe = stripeOf(deps);
    const client = await requireClientForStripe(db, clientId);
    if (client.stripe_customer_id) return { customerId: client.stripe_customer_id, created: false };
    const customer = await stripe.customers.create(
      {
        name: [client.prenom, client.nom].filter(Boolean).join(' '),
        ...(client.email ? { email: client.email } : {}),
        metadata: { client_id: String(clientId) },
      },
      { idempotencyKey: `client-${clientId}-customer` },
    );
    const kept = await recordStripeCustomerId(db, clientId, customer.id);
    return { customerId: kept ?? customer.id, created: kept === customer.id };
  }

  return {
    async createCustomer(auth: AuthContext, clientId: number) {
      assertCaller(auth, endpoints.createStripeCustomer.access, { clientId });
      await requireClientForStripe(db, clientId);
      stripeOf(deps);
      const { created } = await ensureCustomer(clientId);
      return { client_id: clientId, has_stripe_customer: true as const, created };
    },

    /** The form's secret; an open SetupIntent of the same type is reused when `reuse`. */
    async setupSecret(
      auth: AuthContext,
      clientId: number,
      type: 'card' | 'sepa_debit',
      access: Access,
      reuse: boolean,
    ) {
      assertCaller(auth, access, { clientId });
      await requireClientForStripe(db, clientId);
      const stripe = stripeOf(deps);
      const { customerId } = await ensureCustomer(clientId);
      const publishableKey = deps.config.stripe.publishableKey ?? '';
      if (reuse) {
        const open = await stripe.setupIntents.list({ customer: customerId, limit: 10 });
        const found = open.data.find(
          (intent) =>
            intent.status === 'requires_payment_method' &&
            (intent.allowed_payment_method_types ?? intent.payment_method_types).includes(type),
        );
        if (found?.client_secret)
          return {
            client_secret: found.client_secret,
            setup_intent_id: found.id,
            publishable_key: publishableKey,
          };
      }
      const intent = await stripe.setupIntents.create({
        customer: customerId,
        allowed_payment_method_types: [type],
        usage: 'off_session',
        metadata: { client_id: String(clientId) },
      });
      return {
        client_secret: intent.client_secret ?? '',
        setup_intent_id: intent.id,
        publishable_key: publishableKey,
      };
    },
  };
}
