import { urssafStatutDemandeAction } from '@maisonnee/domain';
import {
  URSSAF_MAX_IDS_PAR_RECHERCHE,
  type UrssafDemandeSuivie,
} from '../../adapters/urssaf/urssaf-client.ts';
import { addCockpitTache } from '../cockpit/cockpit.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { NOTIFICATION_MESSAGES } from '../notifications/messages.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { InvoicePort } from '../paiements/invoice-port.ts';
import { recordAvanceReglement } from '../paiements/reglements.service.ts';
import * as q from './avance.queries.ts';
import { transmettreDemande } from './avance-demandes.service.ts';
import { urssafOf, UrssafError } from './avance-urssaf.ts';

/*
 * Follow-up of the payment requests (docs/avance-immediate.md), every few minutes: each open
 * request is asked of URSSAF (`rechercher`, ten at a time) and its status, rejection and transfer
 * recorded. Safe on several API instances and when run twice: a run first claims its requests by
 * a conditional update of `polled_at` (another instance skips them until POLL_INTERVAL_MS has
 * passed), the ledger payment of a paid request is written once under the request's row lock
 * (`reglement_id`), and a refusal is handed to the cockpit once (`action_signalee_at`).
 */

/** A request is asked again at most this often. */
export const POLL_INTERVAL_MS = 10 * 60_000;
/** Requests handled per run (the rest wait for the next run). */
const BATCH = 100;

type Row = q.DemandeRow;

const numeroOf = (row: Row) =>
  String((row.donnees as { numFactureTiers?: unknown }).numFactureTiers ?? `#${row.facture_id}`);

/** Records URSSAF's answer on the request; pays the invoice or hands a refusal on once. */
async function apply(
  deps: ModuleDeps,
  invoices: InvoicePort,
  id: number,
  suivi: UrssafDemandeSuivie | null,
) {
  return deps.db.transaction(async (tx) => {
    const row = await q.lockDemande(tx, id);
    if (!row) return 'absente';
    const changes: Partial<q.NewDemandeRow> = {};
    if (suivi) {
      changes.statut_code = suivi.statut.code;
      changes.rejet_code = suivi.infoRejet?.code ?? null;
      changes.rejet_commentaire = suivi.infoRejet?.commentaire ?? null;
      if (suivi.infoVirement) {
        changes.virement_centimes = suivi.infoVirement.mntVirement;
        changes.virement_date = suivi.infoVirement.dateVirement;
      }
    }
    const code = changes.statut_code ?? row.statut_code;
    const virement = changes.virement_centimes ?? row.virement_centimes;
    if (code === '70' && row.reglement_id === null && virement && virement > 0) {
      changes.reglement_id = await recordAvanceReglement(deps, invoices, tx, {
        clientId: row.client_id,
        factureId: row.facture_id,
        cents: virement,
        date: changes.virement_date ?? row.virement_date ?? '',
        reference: row.id_demande_paiement ?? `URSSAF ${numeroOf(row)}`,
      });
    }
    const refusedAtTransmission = !row.id_demande_paiement && row.rejet_code !== null;
    if (
      row.action_signalee_at === null &&
      ((code !== null && urssafStatutDemandeAction(code)) || refusedAtTransmission)
    ) {
      const motif =
        changes.rejet_commentaire ??
        row.rejet_commentaire ??
        (code === '60' ? 'le prélèvement de votre part a été refusé' : "refus de l'URSSAF");
      const numero = numeroOf(row);
      await addCockpitTache(tx, {
        kind: 'commercial',
        type: 'paiement_echoue',
        title:
          code === '60'
            ? `Avance immédiate : prélèvement refusé, facture ${numero}`
            : `Avance immédiate refusée par l'URSSAF : facture ${numero}`,
        client_id: row.client_id,
        candidat_id: null,
        note: `Motif : ${motif}${(changes.rejet_code ?? row.rejet_code) ? ` (${changes.rejet_code ?? row.rejet_code})` : ''}. La facture reste due par la famille : convenir d'un autre moyen de paiement, ou corriger par une nouvelle facture ou un remboursement.`,
        due_at: deps.now(),
        created_by_user_id: null,
        cle: `avance_refusee:facture:${row.facture_id}`,
      });
      await notify(
        tx,
        { clientId: row.client_id },
        NOTIFICATION_MESSAGES.facture.avanceRefusee({
          numero,
          motif: motif.replace(/\.$/, ''),
          clientId: row.client_id,
        }),
      );
      changes.action_signalee_at = deps.now();
    }
    if (Object.keys(changes).length > 0) await q.updateDemande(tx, row.id, changes);
    return code;
  });
}

/** One run of the follow-up; returns what it did (logged by the scheduler). */
export async function runAvanceSuivi(deps: ModuleDeps, now: Date, invoices: InvoicePort) {
  const urssaf = urssafOf(deps.config);
  if (!urssaf) return { actif: false };
  const before = new Date(now.getTime() - POLL_INTERVAL_MS);
  const ids = await q.openDemandeIds(deps.db, before, BATCH);
  const claimed = await q.claimOpenDemandes(deps.db, ids, before, now);
  let transmises = 0;
  let suivies = 0;
  const sent: Row[] = [];
  for (const row of claimed) {
    if (row.id_demande_paiement) sent.push(row);
    else if (row.rejet_code !== null) await apply(deps, invoices, row.id, null);
    else {
      const after = await transmettreDemande(deps, row);
      if (after.id_demande_paiement) transmises += 1;
      else if (after.rejet_code !== null) await apply(deps, invoices, row.id, null);
    }
  }
  for (let i = 0; i < sent.length; i += URSSAF_MAX_IDS_PAR_RECHERCHE) {
    const batch = sent.slice(i, i + URSSAF_MAX_IDS_PAR_RECHERCHE);
    let found: UrssafDemandeSuivie[];
    try {
      found = await urssaf.rechercherDemandesPaiement({
        idDemandePaiements: batch.map((row) => row.id_demande_paiement!),
      });
    } catch (error) {
      if (!(error instanceof UrssafError)) throw error;
      deps.log.warn({ kind: error.kind }, 'suivi des demandes URSSAF interrompu');
      break;
    }
    const byId = new Map(found.map((suivi) => [suivi.idDemandePaiement, suivi]));
    for (const row of batch) {
      const suivi = byId.get(row.id_demande_paiement!);
      // Finishing the work of a final status (payment, task) needs no new answer.
      if (suivi || row.statut_code !== null) await apply(deps, invoices, row.id, suivi ?? null);
      suivies += 1;
    }
  }
  return { actif: true, transmises, suivies };
}
