import { ROLE, ROLE_GROUPS } from '@maisonnee/domain';
import { z } from 'zod';
import { idSchema } from '../common.ts';
import { endpoint, rolesOnly } from '../endpoint.ts';
import { deletedSchema, paymentMethodSchema, stripeClientSecretSchema } from '../entities.ts';

const TAG = 'Moyens de paiement';

export const paymentMethodsEndpoints = {
  listClientPaymentMethods: endpoint({
    method: 'GET',
    path: '/api/client/payment-method/{id}',
    summary: "Moyens de paiement enregistrés d'un client, celui par défaut en premier.",
    tag: TAG,
    params: { id: 'encrypted' },
    response: z.array(paymentMethodSchema),
    envelope: 'data',
    access: rolesOnly([...ROLE_GROUPS.COMMERCIAL, ROLE.COMPTABILITE, ROLE.CLIENT], 'client'),
  }),
  removeMoyenPaiement: endpoint({
    method: 'DELETE',
    path: '/api/clients/moyen-paiement/remove/{id}',
    summary:
      "Retire un moyen de paiement (pas le dernier d'un client qui a une mission en cours : 409).",
    tag: TAG,
    params: { id: 'encrypted' },
    response: deletedSchema,
    envelope: 'data',
    access: rolesOnly(ROLE_GROUPS.PAIEMENT, 'client'),
  }),
  setDefaultMoyenPaiement: endpoint({
    method: 'POST',
    path: '/api/clients/moyen-paiement/default',
    summary: 'Choisit le moyen de paiement par défaut du client.',
    tag: TAG,
    body: z.strictObject({ payment_method_id: idSchema }),
    response: z.array(paymentMethodSchema),
    envelope: 'data',
    access: rolesOnly(ROLE_GROUPS.PAIEMENT, 'client'),
  }),
  saveMoyenPaiement: endpoint({
    method: 'POST',
    path: '/api/clients/moyen-paiement/save',
    summary:
      'Enregistre le moyen de paiement confirmé par le formulaire Stripe (le premier devient celui par défaut).',
    tag: TAG,
    body: z.strictObject({
      client_id: idSchema,
      /** Stripe PaymentMethod id (`pm_…`), checked with Stripe against the client's SetupIntent. */
      stripe_payment_method_id: z
        .string()
        .trim()
        .max(255)
        .regex(/^pm_[A-Za-z0-9]{1,250}$/, 'Identifiant Stripe attendu.'),
      is_default: z.boolean().default(false),
    }),
    response: paymentMethodSchema,
    envelope: 'data',
    access: rolesOnly(ROLE_GROUPS.PAIEMENT, 'client'),
    status: 201,
  }),
  getStripeClientSecret: endpoint({
    method: 'GET',
    path: '/api/clients/moyen-paiement/get-stripe-client-secret/{id}',
    summary:
      "Secret du formulaire Stripe pour ajouter une carte au client (réutilise l'intention en cours).",
    tag: TAG,
    params: { id: 'encrypted' },
    response: stripeClientSecretSchema,
    envelope: 'data',
    access: rolesOnly(ROLE_GROUPS.PAIEMENT, 'client'),
  }),
};
