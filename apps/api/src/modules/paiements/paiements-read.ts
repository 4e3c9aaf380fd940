import type { PaiementStatut } from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import * as q from './paiements.queries.ts';

/* What other modules read of payments: a client's default method, the last charge of invoices. */

type Conn = Db | Tx;

/** The client's default card or SEPA mandate, if any. */
export function defaultPaymentMethod(conn: Conn, clientId: number) {
  return q.defaultMethod(conn, clientId);
}

/** The state of the latest charge of each invoice that has one. */
export async function latestPaiementStatuts(
  conn: Conn,
  factureIds: readonly number[],
): Promise<Map<number, PaiementStatut>> {
  const rows = await q.latestStatuts(conn, factureIds);
  return new Map(rows.map((row) => [row.facture_id, row.statut]));
}
