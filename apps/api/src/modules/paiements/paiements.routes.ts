import { endpoints } from '@maisonnee/contract';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createPaiementsService, type PaiementsService } from './paiements.service.ts';

// Protected endpoints always have a caller: the route's preParsing hook authenticated it.
/** Payment methods and payments through Stripe (docs/paiements.md). */
export function paiementsHandlers(
  deps: ModuleDeps,
  paiements: PaiementsService = createPaiementsService(deps),
): HandlerMap {
  return {
    getPaiementConfig: async ({ auth }) => paiements.config(auth),
    listClientPaymentMethods: ({ auth, params }) => paiements.list(auth, params.id),
    createStripeCustomer: ({ auth, body }) => paiements.createCustomer(auth, body.client_id),
    setStripeSecret: ({ auth, body }) =>
      paiements.setupSecret(
        auth,
        body.client_id,
        body.payment_method_type,
        endpoints.setStripeSecret.access,
        true,
      ),
    getStripeClientSecret: ({ auth, params }) =>
      paiements.setupSecret(auth, params.id, 'card', endpoints.getStripeClientSecret.access, true),
    saveMoyenPaiement: ({ auth, body }) => paiements.save(auth, body),
    setDefaultMoyenPaiement: ({ auth, body }) => paiements.setDefault(auth, body.payment_method_id),
    removeMoyenPaiement: ({ auth, params }) => paiements.remove(auth, params.id),
    // payFacture is facturation's (facture-pay.service.ts): it charges through this module.
  };
}
