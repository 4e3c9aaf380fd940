import { endpoints } from '@maisonnee/contract';
import { DOCUMENT_TYPE } from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { notFound, refusal } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import { createDocumentsService } from '../documents/documents.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { findContratByDocument } from './contrat-travail.queries.ts';

export function createCandidatDocumentDeleteService(deps: ModuleDeps) {
  const { db } = deps;
  const documents = createDocumentsService(deps);

  return {
    /**
     * Deletes a document of a file. A payslip, a work contract (signed on paper or in the app)
     * and any version of a contract sent for signature stay: 409 DOCUMENT_PROTECTED.
     */
    async deleteDocument(auth: AuthContext, id: number) {
      assertCaller(auth, endpoints.deleteCandidatDocument.access);
      const document = await documents.findById(id);
      if (!document || document.candidatId === null) throw notFound('Document introuvable.');
      if (document.documentTypeId === DOCUMENT_TYPE.FICHE_PAIE) {
        throw refusal(
          'DOCUMENT_PROTECTED',
          'Une fiche de paie ne peut pas être supprimée : elle reste au dossier de l’agent.',
        );
      }
      // A contract's versions are its evidence (even cancelled: the contract row points at them).
      const contrat = await findContratByDocument(db, id);
      if (contrat || document.documentTypeId === DOCUMENT_TYPE.CONTRAT_TRAVAIL) {
        throw refusal(
          'DOCUMENT_PROTECTED',
          contrat?.statut === 'annule'
            ? 'Ce document est la trace d’un contrat annulé : il reste au dossier.'
            : 'Un contrat de travail ne peut pas être supprimé : il reste au dossier de l’agent.',
        );
      }
      await documents.remove(document);
      return { id, deleted: true as const };
    },
  };
}
