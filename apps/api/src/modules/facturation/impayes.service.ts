import {
  endpoints,
  type FactureRelanceDto,
  type ImpayeItem,
  type Impayes,
} from '@maisonnee/contract';
import {
  IMPAYE_TRANCHE_LABELS,
  IMPAYE_TRANCHES,
  impayeTranche,
  joursDeRetard,
  toParisIsoDate,
  type ImpayeTrancheId,
} from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { QueryOf } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createFacturesReader } from './factures-reader.ts';
import * as q from './impayes.queries.ts';

/*
 * The aged list (`listImpayes`) and an invoice's reminders (`listFactureRelances`), docs/paiements.md
 * « Impayés et relances ». Every owed invoice is bucketed by the domain's rule (Paris days past its
 * due date); the totals add integer cents, over every owed invoice whatever the filter; the page
 * lists the most overdue first (no due date last), then by id.
 */

export function createImpayesService(deps: ModuleDeps) {
  const { db } = deps;
  const reader = createFacturesReader(deps);

  return {
    async list(auth: AuthContext, query: QueryOf<typeof endpoints.listImpayes>): Promise<Impayes> {
      assertCaller(auth, endpoints.listImpayes.access);
      const now = deps.now();
      const owed = (await q.selectOwedFactures(db)).map((row) => {
        const jours = joursDeRetard(row.due_at, now);
        return { ...row, jours, tranche: impayeTranche(jours) };
      });
      const totals = new Map<ImpayeTrancheId, { nb: number; total: number }>(
        IMPAYE_TRANCHES.map((id) => [id, { nb: 0, total: 0 }]),
      );
      for (const row of owed) {
        const bucket = totals.get(row.tranche)!;
        bucket.nb += 1;
        bucket.total += row.reste_centimes;
      }
      const chosen = owed
        .filter((row) => !query.tranche || row.tranche === query.tranche)
        .sort(
          (a, b) =>
            (b.jours ?? Number.NEGATIVE_INFINITY) - (a.jours ?? Number.NEGATIVE_INFINITY) ||
            a.id - b.id,
        );
      const page = chosen.slice((query.page - 1) * query.limit, query.page * query.limit);
      const ids = page.map((row) => row.id);
      const [details, relances] = await Promise.all([
        q.selectImpayeDetails(db, ids),
        q.highestRelances(db, ids),
      ]);
      const byId = new Map(details.map((row) => [row.id, row]));
      const items: ImpayeItem[] = page.map((row) => {
        const detail = byId.get(row.id)!;
        return {
          facture_id: row.id,
          numero: detail.numero ?? '',
          type: row.type,
          client_id: row.client_id,
          client_nom: [detail.client_prenom, detail.client_nom].filter(Boolean).join(' '),
          organisme: row.type === 'mutuelle' ? (detail.organisme ?? null) : null,
          periode: detail.periode,
          date_emission: detail.issued_at ? toParisIsoDate(detail.issued_at) : null,
          date_echeance: row.due_at ? toParisIsoDate(row.due_at) : null,
          jours_retard: row.jours,
          tranche: row.tranche,
          montant_centimes: row.montant_centimes,
          reste_centimes: row.reste_centimes,
          derniere_relance: relances.get(row.id) ?? 0,
        };
      });
      return {
        items,
        page: query.page,
        limit: query.limit,
        total: chosen.length,
        today: toParisIsoDate(now),
        tranches: IMPAYE_TRANCHES.map((id) => ({
          tranche: id,
          label: IMPAYE_TRANCHE_LABELS[id],
          nb: totals.get(id)!.nb,
          total_centimes: totals.get(id)!.total,
        })),
        nb_factures: owed.length,
        total_centimes: owed.reduce((sum, row) => sum + row.reste_centimes, 0),
      };
    },

    async relances(auth: AuthContext, factureId: number): Promise<FactureRelanceDto[]> {
      await reader.loadForCaller(auth, factureId, endpoints.listFactureRelances.access);
      const rows = await q.relancesOfFacture(db, factureId);
      return rows.map((row) => ({
        niveau: row.niveau,
        jours: row.jours,
        jours_retard: row.jours_retard,
        reste_centimes: row.reste_centimes,
        par_mail: row.par_mail,
        derniere: row.derniere,
        sent_at: row.sent_at.toISOString(),
      }));
    },
  };
}
