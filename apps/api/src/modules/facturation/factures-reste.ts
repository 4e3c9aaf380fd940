import type { Db, Tx } from '../../db/client.ts';
import { resteOf } from './factures-view.ts';
import * as q from './factures.queries.ts';

/*
 * What a family still owes (docs/paiements.md): its issued invoices with something left to pay,
 * by the ledger's one rule (amount − credit notes − payments, `resteOf`), read by the family's
 * home (module accueil) rather than computed again there.
 */

type Conn = Db | Tx;

export interface ClientFacturesToPay {
  /** How many invoices wait for money. */
  nombre: number;
  /** What remains on them, integer cents. */
  reste_centimes: number;
  /** The one due first. */
  premiere_id: number | null;
}

export async function clientFacturesToPay(
  conn: Conn,
  clientId: number,
): Promise<ClientFacturesToPay> {
  const rows = await q.openFacturesOfClient(conn, clientId);
  const avoirs = await q.creditedCentsOf(
    conn,
    rows.map((row) => row.id),
  );
  const open = rows
    .map((row) => ({
      id: row.id,
      cents: Math.round(resteOf(row, avoirs.get(row.id) ?? 0).reste_a_payer * 100),
    }))
    .filter((row) => row.cents > 0);
  return {
    nombre: open.length,
    reste_centimes: open.reduce((sum, row) => sum + row.cents, 0),
    premiere_id: open[0]?.id ?? null,
  };
}
