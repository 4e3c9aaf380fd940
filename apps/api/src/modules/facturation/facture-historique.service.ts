import {
  endpoints,
  type FactureHistorique,
  type FactureHistoriqueEntry,
} from '@maisonnee/contract';
import {
  eurosToCents,
  REGLEMENT_MODE_LABELS,
  resteDuCentimes,
  toParisIsoDate,
} from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { ledgerOfFacture } from '../paiements/reglements.service.ts';
import { createFacturesReader } from './factures-reader.ts';
import * as q from './factures.queries.ts';

/*
 * An invoice's history (`getFactureHistorique`, docs/paiements.md): its issue, its credit notes,
 * the payments set against it (a cancelled one stays, counting for nothing) and what remains, all
 * in cents. Accounting reads every invoice, a client its own.
 */

const KIND_ORDER = { emission: 0, avoir: 1, reglement: 2 } as const;

export function createFactureHistoriqueService(deps: ModuleDeps) {
  const { db } = deps;
  const reader = createFacturesReader(deps);

  return {
    async historique(auth: AuthContext, factureId: number): Promise<FactureHistorique> {
      const row = await reader.loadForCaller(
        auth,
        factureId,
        endpoints.getFactureHistorique.access,
      );
      const [avoirs, ledger] = await Promise.all([
        q.issuedAvoirsOf(db, row.id),
        ledgerOfFacture(db, row.id),
      ]);
      const entries: FactureHistoriqueEntry[] = [];
      const base = {
        reference: null,
        mode: null,
        reglement_id: null,
        recorded_by: null,
        annule: false,
        annule_motif: null,
      };
      if (row.numero)
        entries.push({
          ...base,
          kind: 'emission',
          date: row.issued_at ? toParisIsoDate(row.issued_at) : null,
          libelle: `Facture ${row.numero} émise`,
          montant_centimes: eurosToCents(row.montant_ttc),
        });
      for (const avoir of avoirs)
        entries.push({
          ...base,
          kind: 'avoir',
          date: avoir.issued_at ? toParisIsoDate(avoir.issued_at) : null,
          libelle: `Avoir ${avoir.numero ?? ''}${avoir.commentaire ? ` : ${avoir.commentaire}` : ''}`,
          montant_centimes: eurosToCents(avoir.montant_ttc),
          reference: avoir.numero,
        });
      for (const { imputation, reglement, recorded_by } of ledger)
        entries.push({
          kind: 'reglement',
          date: reglement.date,
          libelle: `Règlement par ${REGLEMENT_MODE_LABELS[reglement.mode].toLowerCase()}${reglement.annule_at ? ' (annulé)' : ''}`,
          montant_centimes: -imputation.montant_centimes,
          reference: reglement.reference,
          mode: reglement.mode,
          reglement_id: reglement.id,
          recorded_by,
          annule: reglement.annule_at !== null,
          annule_motif: reglement.annule_motif,
        });
      entries.sort(
        (a, b) =>
          (a.date ?? '').localeCompare(b.date ?? '') || KIND_ORDER[a.kind] - KIND_ORDER[b.kind],
      );
      const montant = eurosToCents(row.montant_ttc);
      const avoirsCents = -avoirs.reduce((sum, a) => sum + eurosToCents(a.montant_ttc), 0);
      const regle = ledger
        .filter(({ reglement }) => reglement.annule_at === null)
        .reduce((sum, { imputation }) => sum + imputation.montant_centimes, 0);
      const reste =
        row.nature === 'facture' && row.statut !== 'annulee' && row.numero
          ? resteDuCentimes({
              montant_centimes: montant,
              avoirs_centimes: avoirsCents,
              regle_centimes: regle,
            })
          : 0;
      return {
        facture_id: row.id,
        numero: row.numero,
        client_id: row.client_id,
        montant_centimes: montant,
        avoirs_centimes: avoirsCents,
        regle_centimes: regle,
        reste_centimes: reste,
        payee: row.statut === 'payee',
        entries,
      };
    },
  };
}
