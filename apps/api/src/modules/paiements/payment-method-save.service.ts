import { endpoints } from '@maisonnee/contract';
import { Stripe } from '../../adapters/payments/stripe.ts';
import type { AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { stripeOf } from './paiements-stripe.ts';
import * as q from './paiements.queries.ts';
import { requireClientForStripe, toPaymentMethodDto } from './payment-methods-common.ts';

/*
 * Saving the card or SEPA mandate the client confirmed in Stripe's form: read back from Stripe
 * (it must be this client's customer's), kept as its id, type, brand and last 4 digits; the
 * client's first method becomes its default.
 */

export function createPaymentMethodSaveService(deps: ModuleDeps) {
  const { db } = deps;

  return {
    async save(
      auth: AuthContext,
      body: { client_id: number; stripe_payment_method_id: string; is_default: boolean },
    ) {
      assertCaller(auth, endpoints.saveMoyenPaiement.access, { clientId: body.client_id });
      const client = await requireClientForStripe(db, body.client_id);
      const stripe = stripeOf(deps);
      const already = await q.methodByStripeId(db, body.stripe_payment_method_id);
      if (already) {
        if (already.client_id !== body.client_id) throw forbidden();
        return toPaymentMethodDto(already);
      }
      let pm: Stripe.PaymentMethod;
      try {
        pm = await stripe.paymentMethods.retrieve(body.stripe_payment_method_id);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          throw notFound('Moyen de paiement introuvable chez Stripe.');
        throw error;
      }
      const owner = typeof pm.customer === 'string' ? pm.customer : (pm.customer?.id ?? null);
      if (!client.stripe_customer_id || owner !== client.stripe_customer_id)
        throw forbidden("Ce moyen de paiement n'appartient pas à ce client.");
      if (pm.type !== 'card' && pm.type !== 'sepa_debit')
        throw new AppError(
          'VALIDATION_FAILED',
          'Seules les cartes et les prélèvements SEPA sont acceptés.',
          { fields: { stripe_payment_method_id: 'Carte ou prélèvement SEPA attendu.' } },
        );
      const card = pm.type === 'card' ? pm.card : null;
      const sepa = pm.type === 'sepa_debit' ? pm.sepa_debit : null;
      const row = await db.transaction(async (tx) => {
        await q.lockClient(tx, body.client_id);
        const current = await q.defaultMethod(tx, body.client_id);
        const makeDefault = body.is_default || !current;
        if (makeDefault) await q.setDefault(tx, body.client_id, null);
        return q.insertMethod(tx, {
          client_id: body.client_id,
          stripe_payment_method_id: pm.id,
          type: pm.type as 'card' | 'sepa_debit',
          brand: card ? card.brand : 'sepa_debit',
          last4: (card?.last4 ?? sepa?.last4 ?? null) || null,
          exp_month: card?.exp_month ?? null,
          exp_year: card?.exp_year ?? null,
          is_default: makeDefault,
        });
      });
      return toPaymentMethodDto(row);
    },
  };
}
