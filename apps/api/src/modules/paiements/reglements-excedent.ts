import { eurosToCents } from '@maisonnee/domain';
import type { Tx } from '../../db/client.ts';
import type { InvoicePort } from './invoice-port.ts';
import * as q from './reglements.queries.ts';

/*
 * Overpayments kept as credit (docs/paiements.md): once a credit note lowers an invoice below what
 * its payments already cover, the part beyond goes back to the client's credit — its most recent
 * allocations are taken down (removed when nothing is left of them), so their payments hold it
 * unallocated, to be set against another invoice. Exact to the cent.
 */

/**
 * Gives back to the client's credit what the live payments of an invoice allocate beyond its
 * amount less its credit notes; inside the caller's transaction. Returns the cents given back.
 */
export async function releaseOverpayment(
  tx: Tx,
  invoices: InvoicePort,
  factureId: number,
  now: Date,
): Promise<number> {
  const invoice = await invoices.lock(tx, factureId);
  if (!invoice || invoice.nature !== 'facture') return 0;
  const net = Math.max(0, eurosToCents(invoice.montant_ttc) - invoice.avoirs_centimes);
  const allocated = (await q.regleParFacture(tx, [factureId])).get(factureId) ?? 0;
  let excess = allocated - net;
  if (excess <= 0) return 0;
  const released = excess;
  // The most recent first: the payments that came last are the ones that paid too much.
  const live = (await q.imputationsOfFacture(tx, factureId))
    .filter(({ reglement }) => reglement.annule_at === null)
    .reverse();
  for (const { imputation } of live) {
    if (excess === 0) break;
    const cents = Math.min(imputation.montant_centimes, excess);
    if (cents === imputation.montant_centimes) await q.deleteImputation(tx, imputation.id);
    else await q.reduceImputation(tx, imputation.id, cents);
    excess -= cents;
  }
  await invoices.recordLedger(tx, factureId, net, now);
  return released;
}
