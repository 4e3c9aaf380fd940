import type { FastifyInstance } from 'fastify';
import { factureResteDu, round2 } from '@maisonnee/domain';
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

/** The invoice as a payment needs it; null when it does not exist. */
export async function factureForPayment(
  conn: Conn,
  factureId: number,
): Promise<InvoiceToCharge | null> {
  const row = await q.findFactureById(conn, factureId);
  if (!row) return null;
  return {
    id: row.id,
    client_id: row.client_id,
    numero: row.numero,
    nature: row.nature,
    statut: row.statut,
    montant_ttc: row.montant_ttc,
    montant_paye: row.montant_paye,
    reste_du: factureResteDu(row),
  };
}

/** Records money received for an invoice (Stripe webhook); paid in full → statut 'payee', paid_at. */
export async function markFacturePaid(
  conn: Conn,
  factureId: number,
  montant: number,
  paidAt: Date,
): Promise<void> {
  await conn.transaction(async (tx) => {
    const row = await q.lockFacture(tx, factureId);
    if (!row) return;
    const paye = Math.min(row.montant_ttc, round2(row.montant_paye + montant));
    const full = paye >= row.montant_ttc;
    await q.updateFacture(tx, factureId, {
      montant_paye: paye,
      paiement_erreur: null,
      paiement_relance_at: null,
      ...(full && row.statut !== 'annulee' ? { statut: 'payee' as const, paid_at: paidAt } : {}),
    });
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
  recordPaid: markFacturePaid,
  recordFailure: markFacturePaymentFailed,
};

/** Stripe's webhook (paiements), recording the outcome of a charge on its invoice (app.ts). */
export const registerStripeWebhook = (app: FastifyInstance, deps: ModuleDeps) =>
  registerWebhook(app, deps, invoicesForPayments);

/** The retry of failed charges (paiements) on the invoices whose date has come (scheduler). */
export const runPaiementsRelanceJob = (deps: ModuleDeps, now: Date) =>
  runRetries(deps, now, invoicesForPayments);
