import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { clients } from '../../db/schema/clients.ts';

/* A client's Stripe customer id (docs/paiements.md); the clients module owns the table. */

type Conn = Db | Tx;

export async function clientForStripe(db: Conn, clientId: number) {
  const [row] = await db
    .select({
      id: clients.id,
      nom: clients.nom,
      prenom: clients.prenom,
      email: clients.email,
      stripe_customer_id: clients.stripe_customer_id,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row ?? null;
}

/** Stores the id only when none is set yet; returns the id the client has afterwards. */
export async function setStripeCustomerIdIfNone(
  db: Conn,
  clientId: number,
  customerId: string,
): Promise<string | null> {
  await db
    .update(clients)
    .set({ stripe_customer_id: customerId })
    .where(and(eq(clients.id, clientId), isNull(clients.stripe_customer_id)));
  const row = await clientForStripe(db, clientId);
  return row?.stripe_customer_id ?? null;
}
