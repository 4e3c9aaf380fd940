import type { Db, Tx } from '../../db/client.ts';
import * as q from './stripe-customer.queries.ts';

/*
 * What the paiements module asks of client records: who the client is for Stripe, and its Stripe
 * customer id (set once, never replaced).
 */

export interface ClientForStripe {
  id: number;
  nom: string;
  prenom: string | null;
  email: string | null;
  stripe_customer_id: string | null;
}

/** The client as Stripe needs it; null when it does not exist. */
export function clientForStripe(db: Db | Tx, clientId: number): Promise<ClientForStripe | null> {
  return q.clientForStripe(db, clientId);
}

/**
 * Records the client's Stripe customer id unless one was recorded meanwhile; returns the id the
 * client keeps (the first one recorded).
 */
export function recordStripeCustomerId(
  db: Db | Tx,
  clientId: number,
  customerId: string,
): Promise<string | null> {
  return q.setStripeCustomerIdIfNone(db, clientId, customerId);
}
