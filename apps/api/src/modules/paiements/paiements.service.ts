import type { ModuleDeps } from '../module-deps.ts';
import { createPaymentMethodSaveService } from './payment-method-save.service.ts';
import { createPaymentMethodsService } from './payment-methods.service.ts';
import { createStripeSetupService } from './stripe-setup.service.ts';

/*
 * Payment methods and charges through Stripe (docs/paiements.md). The card or SEPA mandate is
 * entered in Stripe's form (SetupIntent); we keep its id, type, brand and last 4 digits. An issued
 * invoice is charged off-session on the default method (paiements-charge.service.ts); Stripe's
 * webhook rules the outcome (paiements-webhook.service.ts). Without a Stripe key, everything but
 * the payment settings answers 503 and invoices are paid by transfer. Invoices are facturation's:
 * this module reaches them through the port facturation hands it (invoice-port.ts).
 *
 * This facade gathers the operations on payment methods for the routes, one file each.
 */

export function createPaiementsService(deps: ModuleDeps) {
  const methods = createPaymentMethodsService(deps);
  const { save } = createPaymentMethodSaveService(deps);
  const { createCustomer, setupSecret } = createStripeSetupService(deps);
  return {
    config: methods.config,
    list: methods.list,
    setDefault: methods.setDefault,
    remove: methods.remove,
    save,
    createCustomer,
    setupSecret,
  };
}

export type PaiementsService = ReturnType<typeof createPaiementsService>;
