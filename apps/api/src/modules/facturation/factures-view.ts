import type { Facture as FactureDto } from '@maisonnee/contract';
import {
  centsToEuros,
  effectiveFactureStatut,
  factureResteDu,
  invoiceTotals,
  taxCredit,
  toParisIsoDate,
  type PaiementStatut,
} from '@maisonnee/domain';
import type { FactureLigneRow, FactureRow } from './factures.queries.ts';

/* An invoice as the API answers it (docs/facturation.md). */

export interface FactureContext {
  clientNom: string;
  organisme: string | null;
  avoirDeNumero: string | null;
  paiementStatut: PaiementStatut | null;
  /** What its credit notes take off, cents (positive). */
  avoirsCentimes: number;
  now: Date;
}

export function toLigneDto(ligne: FactureLigneRow): FactureDto['lignes'][number] {
  return {
    id: ligne.id,
    intervention_id: ligne.intervention_id,
    libelle: ligne.libelle,
    date: ligne.date,
    agent_nom: ligne.agent_nom,
    skill_id: ligne.skill_id,
    minutes: ligne.minutes === null ? null : Math.abs(ligne.minutes),
    quantite: ligne.quantite,
    tarif: ligne.tarif,
    prix_unitaire_ttc: ligne.prix_unitaire_ttc,
    taux_tva: ligne.taux_tva,
    montant_ht: ligne.montant_ht,
    montant_tva: ligne.montant_tva,
    montant_ttc: ligne.montant_ttc,
  };
}

/** What credit notes take off and what remains to pay (the ledger's rule; nothing on a credit note). */
export function resteOf(
  row: Pick<FactureRow, 'nature' | 'montant_ttc' | 'montant_paye'>,
  avoirsCentimes: number,
): { avoirs_ttc: number; reste_a_payer: number } {
  if (row.nature !== 'facture') return { avoirs_ttc: 0, reste_a_payer: 0 };
  const avoirs_ttc = centsToEuros(avoirsCentimes);
  return { avoirs_ttc, reste_a_payer: factureResteDu({ ...row, avoirs_ttc }) };
}

export function toFactureDto(
  row: FactureRow,
  lignes: readonly FactureLigneRow[],
  ctx: FactureContext,
): FactureDto {
  const totals = invoiceTotals(lignes);
  const credit = taxCredit(row.montant_ttc, row.type);
  return {
    id: row.id,
    numero: row.numero,
    nature: row.nature,
    avoir_de_facture_id: row.avoir_de_facture_id,
    avoir_de_numero: ctx.avoirDeNumero,
    client_id: row.client_id,
    client_nom: ctx.clientNom,
    mission_id: row.mission_id,
    type: row.type,
    mutuelle_id: row.mutuelle_id,
    organisme: ctx.organisme,
    statut: effectiveFactureStatut({ ...row, dueAt: row.due_at }, ctx.now),
    periode: row.periode,
    periode_debut: row.date_debut,
    periode_fin: row.date_fin,
    date_emission: row.issued_at ? toParisIsoDate(row.issued_at) : null,
    date_echeance: row.due_at ? toParisIsoDate(row.due_at) : null,
    montant_ht: row.montant_ht,
    montant_tva: row.montant_tva,
    montant_ttc: row.montant_ttc,
    montant_paye: row.montant_paye,
    ...resteOf(row, ctx.avoirsCentimes),
    tva_par_taux: totals.tva_par_taux,
    credit_impot_ttc: credit.credit_impot_ttc,
    reste_a_charge_ttc: credit.reste_a_charge_ttc,
    commentaire: row.commentaire,
    paiement_statut: ctx.paiementStatut,
    paiement_erreur: row.paiement_erreur,
    paiement_relance_at: row.paiement_relance_at ? row.paiement_relance_at.toISOString() : null,
    paid_at: row.paid_at ? row.paid_at.toISOString() : null,
    sent_at: row.sent_at ? row.sent_at.toISOString() : null,
    filename: row.filename,
    lignes: lignes.map(toLigneDto),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
