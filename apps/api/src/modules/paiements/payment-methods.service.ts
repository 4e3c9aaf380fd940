import { endpoints, type Access } from '@maisonnee/contract';
import { paymentsFor, Stripe } from '../../adapters/payments/stripe.ts';
import type { AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';
import { notFound, refusal } from '../../lib/app-error.ts';
import { readAgencySettings } from '../agence/agency-settings.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { stripeOf } from './paiements-stripe.ts';
import * as q from './paiements.queries.ts';
import { requireClientForStripe, toPaymentMethodDto } from './payment-methods-common.ts';

/*
 * A client's saved payment methods: the payment settings of the screens, the list, the default
 * switch and the removal (detached at Stripe). Saving one: payment-method-save.service.ts.
 */

export function createPaymentMethodsService(deps: ModuleDeps) {
  const { db } = deps;

  /** A method, 404 when missing, then the endpoint's ownership rule. */
  async function ownedMethod(auth: AuthContext, id: number, access: Access) {
    const method = await q.methodById(db, id);
    if (!method) throw notFound('Moyen de paiement introuvable.');
    assertCaller(auth, access, { clientId: method.client_id });
    return method;
  }

  return {
    /** Whether Stripe's form is offered, and the transfer details (the agency's stored bank account). */
    async config(auth: AuthContext) {
      assertCaller(auth, endpoints.getPaiementConfig.access);
      const stripe = paymentsFor(deps.config);
      const agency = (await readAgencySettings(db, deps.config)).identity;
      return {
        stripe_enabled: stripe !== null && Boolean(deps.config.stripe.publishableKey),
        publishable_key: stripe ? (deps.config.stripe.publishableKey ?? null) : null,
        virement: {
          titulaire: agency.nom,
          iban: agency.iban,
          bic: agency.bic,
          reference: 'numéro de facture',
        },
      };
    },

    async list(auth: AuthContext, clientId: number) {
      assertCaller(auth, endpoints.listClientPaymentMethods.access, { clientId });
      await requireClientForStripe(db, clientId);
      return (await q.listMethods(db, clientId)).map(toPaymentMethodDto);
    },

    async setDefault(auth: AuthContext, methodId: number) {
      const method = await ownedMethod(auth, methodId, endpoints.setDefaultMoyenPaiement.access);
      stripeOf(deps);
      await db.transaction(async (tx) => {
        await q.lockClient(tx, method.client_id);
        await q.setDefault(tx, method.client_id, method.id);
      });
      return (await q.listMethods(db, method.client_id)).map(toPaymentMethodDto);
    },

    /** Detached at Stripe and deleted; the most recent other method becomes the default. */
    async remove(auth: AuthContext, methodId: number) {
      const method = await ownedMethod(auth, methodId, endpoints.removeMoyenPaiement.access);
      const stripe = stripeOf(deps);
      const others = (await q.listMethods(db, method.client_id)).filter((m) => m.id !== method.id);
      if (others.length === 0 && (await q.hasActiveMission(db, method.client_id)))
        throw refusal(
          'LAST_PAYMENT_METHOD',
          'Gardez au moins un moyen de paiement tant qu’une mission est en cours : ajoutez-en un autre avant de retirer celui-ci.',
        );
      try {
        await stripe.paymentMethods.detach(method.stripe_payment_method_id);
      } catch (error) {
        // Already detached or unknown at Stripe: the row goes anyway.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
      await db.transaction(async (tx) => {
        await q.lockClient(tx, method.client_id);
        await q.deleteMethod(tx, method.id);
        if (method.is_default) {
          const [next] = (await q.listMethods(tx, method.client_id)).sort(
            (a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id,
          );
          if (next) await q.setDefault(tx, method.client_id, next.id);
        }
      });
      return { id: method.id, deleted: true as const };
    },
  };
}
