import { paymentsFor, type Stripe } from '../../adapters/payments/stripe.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ModuleDeps } from '../module-deps.ts';

/* Stripe as the payments module uses it: configured or not, and its declines in French. */

export const NOT_CONFIGURED = "Le paiement en ligne n'est pas configuré : réglez par virement.";

/** The Stripe client; 503 when no Stripe key is configured (invoices are paid by transfer). */
export function stripeOf(deps: Pick<ModuleDeps, 'config'>): Stripe {
  const stripe = paymentsFor(deps.config);
  if (!stripe) throw new AppError('SERVICE_UNAVAILABLE', NOT_CONFIGURED);
  return stripe;
}

/** A Stripe decline in French, for the client and accounting. */
export function declineMessage(code: string | null | undefined, declineCode?: string | null) {
  switch (declineCode ?? code) {
    case 'insufficient_funds':
      return 'Provision insuffisante.';
    case 'expired_card':
      return 'Carte expirée.';
    case 'incorrect_cvc':
    case 'incorrect_number':
      return 'Coordonnées de carte incorrectes.';
    case 'lost_card':
    case 'stolen_card':
      return 'Carte bloquée.';
    case 'authentication_required':
      return 'Votre banque demande une authentification : payez depuis votre espace.';
    default:
      return code === 'card_declined' || declineCode
        ? 'Carte refusée par votre banque.'
        : 'Le paiement a été refusé.';
  }
}
