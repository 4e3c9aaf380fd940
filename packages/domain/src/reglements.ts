import { ALLOWED, refuse, type RuleResult } from './refusals.ts';

/*
 * The payment ledger (docs/paiements.md): each payment received (règlement) has a Paris day, a
 * method, a reference and an amount in integer cents, and is set against one or more invoices
 * (imputations). What a payment does not cover stays the client's credit (avoir / trop-perçu),
 * allocated later to another invoice. An invoice's paid amount and state derive from it.
 */

/** How a payment was received. */
export const REGLEMENT_MODES = [
  'virement',
  'carte',
  'prelevement_sepa',
  'avance_urssaf',
  'cesu',
  'cheque',
  'especes',
] as const;
export type ReglementMode = (typeof REGLEMENT_MODES)[number];

/** The methods as screens, mails and documents name them. */
export const REGLEMENT_MODE_LABELS: Readonly<Record<ReglementMode, string>> = Object.freeze({
  virement: 'Virement',
  carte: 'Carte bancaire',
  prelevement_sepa: 'Prélèvement SEPA',
  avance_urssaf: 'Avance immédiate URSSAF',
  cesu: 'CESU',
  cheque: 'Chèque',
  especes: 'Espèces',
});

/** Euros with at most two decimals (numeric columns) → integer cents, exactly. */
export const eurosToCents = (euros: number): number => Math.round(euros * 100);

/** Integer cents → euros with two decimals. */
export const centsToEuros = (cents: number): number => cents / 100;

/**
 * What is left to pay on an invoice, in cents: its amount, less its credit notes (negative
 * amounts), less the payments set against it; never below zero.
 */
export function resteDuCentimes(amounts: {
  montant_centimes: number;
  avoirs_centimes: number;
  regle_centimes: number;
}): number {
  return Math.max(0, amounts.montant_centimes - amounts.avoirs_centimes - amounts.regle_centimes);
}

/** The allocations of one payment never exceed the payment (what is left is the client's credit). */
export function checkImputationsTotal(
  montantCentimes: number,
  imputationsCentimes: readonly number[],
): RuleResult {
  const total = imputationsCentimes.reduce((sum, cents) => sum + cents, 0);
  return total > montantCentimes
    ? refuse('REGLEMENT_OVER_ALLOCATED', 'Les montants imputés dépassent le montant du règlement.')
    : ALLOWED;
}

/** An invoice a payment is set against: issued, not a credit note nor cancelled, the client's. */
export function checkFactureImputable(
  facture: { nature: string; statut: string; numero: string | null; client_id: number },
  clientId: number,
): RuleResult {
  const label = facture.numero ?? 'planifiée';
  if (facture.client_id !== clientId)
    return refuse('FACTURE_OTHER_CLIENT', `La facture ${label} n'est pas à ce client.`);
  if (facture.nature !== 'facture') return refuse('AVOIR_NOT_PAYABLE', 'Un avoir ne se paie pas.');
  if (facture.statut === 'brouillon' || facture.numero === null)
    return refuse('FACTURE_NOT_ISSUED', "Cette facture n'est pas encore émise.");
  if (facture.statut === 'annulee')
    return refuse('FACTURE_CANCELLED', 'Cette facture est annulée.');
  return ALLOWED;
}

/**
 * One allocation takes at most what remains on its invoice. `euros` writes the amount as the
 * caller's screens do.
 */
export function checkImputationAmount(
  cents: number,
  resteCentimes: number,
  numero: string,
  euros: (amount: number) => string,
): RuleResult {
  return cents > resteCentimes
    ? refuse(
        'IMPUTATION_EXCEEDS_REMAINING',
        `Le montant imputé dépasse ce qui reste à payer sur la facture ${numero} (${euros(resteCentimes / 100)}).`,
        { reste_centimes: resteCentimes },
      )
    : ALLOWED;
}
