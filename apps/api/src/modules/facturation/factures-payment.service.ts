import { round2 } from '@maisonnee/domain';
import type { ModuleDeps } from '../module-deps.ts';
import * as q from './factures.queries.ts';

/*
 * What the paiements module may ask of invoices: the amount still due, and recording a charge
 * that went through or failed. Only this module writes the `factures` table.
 */

export interface FactureToPay {
  id: number;
  client_id: number;
  numero: string | null;
  nature: 'facture' | 'avoir';
  statut: string;
  /** montant_ttc − montant_paye, euros. */
  reste_du: number;
}

/** The invoice as a payment needs it; null when it does not exist. */
export async function factureForPayment(
  deps: ModuleDeps,
  factureId: number,
): Promise<FactureToPay | null> {
  const row = await q.findFactureById(deps.db, factureId);
  if (!row) return null;
  return {
    id: row.id,
    client_id: row.client_id,
    numero: row.numero,
    nature: row.nature,
    statut: row.statut,
    reste_du: Math.max(0, round2(row.montant_ttc - row.montant_paye)),
  };
}

/** Records money received for an invoice (Stripe webhook); paid in full → statut 'payee', paid_at. */
export async function markFacturePaid(
  deps: ModuleDeps,
  factureId: number,
  montant: number,
  paidAt: Date,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
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
  deps: ModuleDeps,
  factureId: number,
  message: string,
  retryAt: Date | null,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await q.lockFacture(tx, factureId);
    if (!row) return;
    await q.updateFacture(tx, factureId, {
      paiement_erreur: message,
      paiement_echecs: row.paiement_echecs + 1,
      paiement_relance_at: retryAt,
    });
  });
}
