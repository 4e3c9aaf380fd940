import type { FastifyInstance } from 'fastify';
import { centsToEuros, eurosToCents, resteDuCentimes } from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { ModuleDeps } from '../module-deps.ts';
import type { InvoicePort, InvoiceToCharge } from '../paiements/invoice-port.ts';
import { runPaiementsRelanceJob as runRetries } from '../paiements/paiements.job.ts';
import { registerStripeWebhook as registerWebhook } from '../paiements/paiements.webhook.ts';
import * as q from './factures.queries.ts';

/*
 * What payments ask of invoices (the port of paiements/invoice-port.ts): the invoice to charge,
 * those due for a retry, and recording a charge that went through or failed. Only this module
 * writes the `factures` table; paiements never imports it, it is handed this port: by the
 * operations here that charge (issuing, paying online) and by the entry points below, which the
 * app and the scheduler start.
 */

type Conn = Db | Tx;

/** The invoice as a payment reads it. */
async function toInvoice(conn: Conn, row: q.FactureRow): Promise<InvoiceToCharge> {
  const avoirs = -eurosToCents(await q.creditedTotal(conn, row.id));
  const paye = eurosToCents(row.montant_paye);
  return {
    id: row.id,
    client_id: row.client_id,
    numero: row.numero,
    nature: row.nature,
    statut: row.statut,
    montant_ttc: row.montant_ttc,
    montant_paye: row.montant_paye,
    avoirs_centimes: avoirs,
    reste_du:
      resteDuCentimes({
        montant_centimes: eurosToCents(row.montant_ttc),
        avoirs_centimes: avoirs,
        regle_centimes: paye,
      }) / 100,
  };
}

/** The invoice as a payment needs it; null when it does not exist. */
export async function factureForPayment(
  conn: Conn,
  factureId: number,
): Promise<InvoiceToCharge | null> {
  const row = await q.findFactureById(conn, factureId);
  return row ? toInvoice(conn, row) : null;
}

/** The same, the invoice locked until the transaction ends. */
export async function lockFactureForPayment(
  tx: Tx,
  factureId: number,
): Promise<InvoiceToCharge | null> {
  const row = await q.lockFacture(tx, factureId);
  return row ? toInvoice(tx, row) : null;
}

/**
 * The ledger changed (paiements' reglements): the amount paid is what the invoice's live
 * allocations take; nothing left after credit notes → « payée » (paid_at kept from the first
 * time), something left again (a payment cancelled) → back to issued or sent.
 */
export async function syncFacturePaid(
  conn: Conn,
  factureId: number,
  regleCentimes: number,
  paidAt: Date,
): Promise<void> {
  await conn.transaction(async (tx) => {
    const row = await q.lockFacture(tx, factureId);
    if (!row) return;
    const avoirs = -eurosToCents(await q.creditedTotal(tx, row.id));
    const reste = resteDuCentimes({
      montant_centimes: eurosToCents(row.montant_ttc),
      avoirs_centimes: avoirs,
      regle_centimes: regleCentimes,
    });
    const values: Partial<q.NewFactureRow> = { montant_paye: centsToEuros(regleCentimes) };
    // Money arrived: the last charge failure and its retry are behind.
    if (regleCentimes > eurosToCents(row.montant_paye))
      Object.assign(values, { paiement_erreur: null, paiement_relance_at: null });
    if (row.statut !== 'annulee' && row.statut !== 'brouillon') {
      if (reste === 0 && regleCentimes > 0)
        Object.assign(values, {
          statut: 'payee',
          paid_at: row.paid_at ?? paidAt,
        });
      else if (row.statut === 'payee')
        Object.assign(values, { statut: row.sent_at ? 'envoyee' : 'emise', paid_at: null });
    }
    await q.updateFacture(tx, factureId, values);
  });
}

/** Records a failed charge: message shown to the client, failures counted, next try (or null). */
export async function markFacturePaymentFailed(
  conn: Conn,
  factureId: number,
  message: string,
  retryAt: Date | null,
): Promise<void> {
  await conn.transaction(async (tx) => {
    const row = await q.lockFacture(tx, factureId);
    if (!row) return;
    await q.updateFacture(tx, factureId, {
      paiement_erreur: message,
      paiement_echecs: row.paiement_echecs + 1,
      paiement_relance_at: retryAt,
    });
  });
}

/** The invoices as payments see them. */
export const invoicesForPayments: InvoicePort = {
  find: factureForPayment,
  dueForRetry: (conn, now) => q.facturesDueForRetry(conn, now),
  lock: lockFactureForPayment,
  recordLedger: syncFacturePaid,
  numeros: (conn, ids) => q.numerosOf(conn, ids),
  recordFailure: markFacturePaymentFailed,
};

/** Stripe's webhook (paiements), recording the outcome of a charge on its invoice (app.ts). */
export const registerStripeWebhook = (app: FastifyInstance, deps: ModuleDeps) =>
  registerWebhook(app, deps, invoicesForPayments);

/** The retry of failed charges (paiements) on the invoices whose date has come (scheduler). */
export const runPaiementsRelanceJob = (deps: ModuleDeps, now: Date) =>
  runRetries(deps, now, invoicesForPayments);
