import { CLIENT_FACTURES_OUVERTES_MAX, endpoints, type FactureOuverte } from '@maisonnee/contract';
import { eurosToCents, toParisIsoDate } from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { notFound } from '../../lib/app-error.ts';
import { clientBillingParty } from '../clients/clients-billing.service.ts';
import { resteOf } from './factures-view.ts';
import * as q from './factures.queries.ts';

/*
 * What a family still owes (docs/paiements.md): its issued invoices with something left to pay,
 * by the ledger's one rule (amount − credit notes − payments, `resteOf`), read by the family's
 * home (module accueil) rather than computed again there, and listed for the back office's payment
 * form (`listClientFacturesOuvertes`).
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

/** A client's invoices with something left to pay, the oldest due first. */
async function openInvoices(conn: Conn, clientId: number): Promise<FactureOuverte[]> {
  const rows = await q.openFacturesOfClient(conn, clientId);
  const avoirs = await q.creditedCentsOf(
    conn,
    rows.map((row) => row.id),
  );
  return rows
    .map((row) => {
      const avoirsCentimes = avoirs.get(row.id) ?? 0;
      return {
        id: row.id,
        numero: row.numero ?? '',
        periode: row.periode,
        date_echeance: row.due_at ? toParisIsoDate(row.due_at) : null,
        montant_centimes: eurosToCents(row.montant_ttc),
        avoirs_centimes: avoirsCentimes,
        regle_centimes: eurosToCents(row.montant_paye),
        reste_centimes: eurosToCents(resteOf(row, avoirsCentimes).reste_a_payer),
      };
    })
    .filter((row) => row.reste_centimes > 0);
}

export async function clientFacturesToPay(
  conn: Conn,
  clientId: number,
): Promise<ClientFacturesToPay> {
  const open = await openInvoices(conn, clientId);
  return {
    nombre: open.length,
    reste_centimes: open.reduce((sum, row) => sum + row.reste_centimes, 0),
    premiere_id: open[0]?.id ?? null,
  };
}

/**
 * `listClientFacturesOuvertes`: the client's open invoices (100 at most); accounting and
 * administrators read any client's, a family its own (403 otherwise), 404 for no such client.
 */
export async function listClientFacturesOuvertes(
  conn: Conn,
  auth: AuthContext,
  clientId: number,
): Promise<FactureOuverte[]> {
  assertOwns(auth, endpoints.listClientFacturesOuvertes.access, { clientId });
  if (!(await clientBillingParty(conn, clientId))) throw notFound('Client introuvable.');
  return (await openInvoices(conn, clientId)).slice(0, CLIENT_FACTURES_OUVERTES_MAX);
}
