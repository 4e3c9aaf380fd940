import type { paymentMethodSchema } from '@maisonnee/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { clientForStripe } from '../clients/stripe-customer.service.ts';
import type * as q from './paiements.queries.ts';

/* Pieces shared by the operations on payment methods. */

type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export function toPaymentMethodDto(row: q.PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    client_id: row.client_id,
    type: row.type,
    brand: row.brand,
    last4: row.last4 && /^\d{4}$/.test(row.last4) ? row.last4 : '0000',
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    is_default: row.is_default,
    created_at: row.created_at.toISOString(),
  };
}

/** The client as Stripe needs it; 404 when it does not exist. */
export async function requireClientForStripe(db: Db, clientId: number) {
  const client = await clientForStripe(db, clientId);
  if (!client) throw notFound('Client introuvable.');
  return client;
}
