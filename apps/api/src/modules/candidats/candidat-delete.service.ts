import { endpoints } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { conflict, refusal } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import { createDocumentsService } from '../documents/documents.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { nameOf } from './candidat-names.ts';
import { requireCandidat } from './recrutement-common.ts';
import { listContrats } from './contrat-travail.queries.ts';
import * as q from './recrutement.queries.ts';

/** Contract states that keep a file from being deleted: a signature is awaited. */
const PENDING_CONTRAT = new Set(['en_attente_signature', 'signe_agent']);

export function createCandidatDeleteService(deps: ModuleDeps) {
  const { db } = deps;
  const documents = createDocumentsService(deps);

  return {
    /**
     * Deletes a file that never worked: refused (409) when it has interventions (deactivate it
     * instead), while a contract waits for a signature, or once a contract was countersigned.
     * Its documents go with it.
     */
    async deleteCandidat(auth: AuthContext, id: number) {
      assertCaller(auth, endpoints.deleteCandidat.access);
      const candidat = await requireCandidat(db, id);
      const nbInterventions = await q.countInterventions(db, id);
      if (nbInterventions > 0) {
        throw refusal(
          'CANDIDAT_HAS_INTERVENTIONS',
          `${nameOf(candidat)} a ${nbInterventions === 1 ? 'une intervention' : `${nbInterventions} interventions`} : sa fiche ne peut pas être supprimée, désactivez-la.`,
          { nb_interventions: nbInterventions },
        );
      }
      const contrats = await listContrats(db, id);
      if (contrats.some((contrat) => PENDING_CONTRAT.has(contrat.statut))) {
        throw refusal(
          'CONTRAT_EN_COURS',
          'Un contrat de travail attend une signature : annulez-le avant de supprimer la fiche.',
        );
      }
      if (contrats.some((contrat) => contrat.statut === 'contresigne')) {
        throw conflict(
          'Cet agent a un contrat de travail signé : sa fiche ne peut pas être supprimée, désactivez-la.',
        );
      }
      await db.transaction(async (tx) => {
        // Cancelled contracts and resignations point at documents: they go first, then the
        // documents, then the file (comments, history, answers and leave go with it).
        await q.deleteContrats(tx, id);
        await q.deleteDemissions(tx, id);
        for (const { id: documentId } of await q.listAllCandidatDocumentIds(tx, id)) {
          const document = await documents.findById(documentId, tx);
          if (document) await documents.remove(document, tx);
        }
        await q.deleteCandidatRow(tx, id);
      });
      return { id, deleted: true as const };
    },
  };
}
