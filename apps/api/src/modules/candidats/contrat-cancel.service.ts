import { endpoints } from '@maisonnee/contract';
import {
  ALLOWED,
  CANDIDAT_STATUT,
  refuse,
  type ContratTravailStatut,
  type RuleResult,
} from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import { frDate } from '../../lib/pdf-writer.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { recordCandidatEvenement } from './candidat-evenements.queries.ts';
import { createContratTools, type ContratTravailDto } from './contrat-travail-common.ts';
import * as q from './contrat-travail.queries.ts';

/** A contract can be cancelled until the agency countersigned it. */
function checkContratCancellable(statut: ContratTravailStatut): RuleResult {
  if (statut === 'contresigne') {
    return refuse(
      'ALREADY_SIGNED',
      "Ce contrat est signé par les deux parties : il ne peut plus être annulé (mettez fin au contrat de l'agent).",
    );
  }
  if (statut === 'annule') return refuse('CONTRAT_ANNULE', 'Ce contrat est déjà annulé.');
  return ALLOWED;
}

export function createContratCancelService(deps: ModuleDeps) {
  const { db, now } = deps;
  const tools = createContratTools(deps);

  return {
    /**
     * contrats/annuler: a contract not countersigned yet is cancelled; the candidate goes back to
     * "Dossier incomplet". A countersigned contract is the agent's: it cannot be cancelled here.
     */
    async cancel(
      auth: AuthContext,
      body: { contrat_id: number; motif?: string | null | undefined },
    ): Promise<ContratTravailDto> {
      assertCaller(auth, endpoints.cancelContratTravail.access);
      const found = await q.findContrat(db, body.contrat_id);
      if (!found) throw notFound('Contrat introuvable.');
      const updated = await db.transaction(async (tx) => {
        const locked = await tools.lockChecked(tx, found.id, checkContratCancellable);
        const contrat = await q.updateContrat(tx, locked.id, {
          statut: 'annule',
          cancelled_at: now(),
        });
        await q.updateCandidatForContrat(tx, locked.candidat_id, {
          candidat_statut_id: CANDIDAT_STATUT.DOSSIER_INCOMPLET,
        });
        const motif = body.motif?.trim();
        await recordCandidatEvenement(tx, {
          candidatId: locked.candidat_id,
          type: 'contrat_annule',
          libelle: `Contrat de travail (${locked.type_contrat}, début le ${frDate(locked.date_debut)}) annulé${motif ? ` : ${motif}` : '.'}`,
          userId: auth.userId,
        });
        return contrat;
      });
      return tools.contratDto(updated);
    },
  };
}
