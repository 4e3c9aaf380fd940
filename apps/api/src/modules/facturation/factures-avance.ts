import type { Db, Tx } from '../../db/client.ts';
import type { AvanceFacture } from '../avance/avance-demandes.service.ts';
import { runAvanceSuivi } from '../avance/avance-suivi.job.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { invoicesForPayments } from './factures-payment.service.ts';
import * as q from './factures.queries.ts';

/*
 * What the immediate advance (module avance, docs/avance-immediate.md) reads of an invoice: this
 * module owns invoices and hands them over as `AvanceFacture`; the advance never reads their tables.
 */

/** An invoice and its lines as the advance reads them. */
export async function avanceFactureOf(conn: Db | Tx, row: q.FactureRow): Promise<AvanceFacture> {
  const lignes = (await q.findLignes(conn, [row.id])).get(row.id) ?? [];
  return {
    id: row.id,
    client_id: row.client_id,
    numero: row.numero,
    type: row.type,
    nature: row.nature,
    date_debut: row.date_debut,
    date_fin: row.date_fin,
    montant_ttc: row.montant_ttc,
    montant_ht: row.montant_ht,
    lignes: lignes.map((ligne) => ({
      libelle: ligne.libelle,
      skill_id: ligne.skill_id,
      quantite: ligne.quantite,
      prix_unitaire_ttc: ligne.prix_unitaire_ttc,
      montant_ht: ligne.montant_ht,
      montant_tva: ligne.montant_tva,
      montant_ttc: ligne.montant_ttc,
    })),
  };
}

/** The follow-up of URSSAF's payment requests (scheduler), paying invoices through the ledger. */
export const runAvanceSuiviJob = (deps: ModuleDeps, now: Date) =>
  runAvanceSuivi(deps, now, invoicesForPayments);
