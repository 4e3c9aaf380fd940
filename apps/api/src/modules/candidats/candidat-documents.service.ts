import { endpoints, type Document as DocumentDto } from '@maisonnee/contract';
import { isBackOffice, type AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';
import { documentDto } from '../documents/document-dto.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { BILAN_BUCKET } from './bilan.service.ts';
import { listCandidatDocuments } from './candidat-documents.queries.ts';
import { currentDocumentId } from './contrat-travail-common.ts';
import { requireCandidat } from './recrutement-common.ts';
import { listContrats } from './contrat-travail.queries.ts';

export function createCandidatDocumentsService(deps: Pick<ModuleDeps, 'db'>) {
  const { db } = deps;

  return {
    /**
     * The documents of a file, newest first. A work contract shows only its current version
     * (countersigned, else signed, else sent) with its signature dates; an agent does not see
     * cancelled contracts. Generated reviews (bilans) are not listed.
     */
    async listDocuments(auth: AuthContext, candidatId: number): Promise<DocumentDto[]> {
      assertCaller(auth, endpoints.listCandidatDocuments.access, { candidatId });
      await requireCandidat(db, candidatId);
      const backOffice = isBackOffice(auth);
      const [rows, contrats] = await Promise.all([
        listCandidatDocuments(db, candidatId, { exceptBuckets: [BILAN_BUCKET], newestFirst: true }),
        listContrats(db, candidatId),
      ]);
      const hidden = new Set<number>();
      const signatures = new Map<number, { signeAt: Date | null; contresigneAt: Date | null }>();
      for (const contrat of contrats) {
        const current = currentDocumentId(contrat);
        const versions = [
          contrat.document_id,
          contrat.signed_document_id,
          contrat.countersigned_document_id,
        ];
        for (const version of versions)
          if (version !== null && version !== current) hidden.add(version);
        if (contrat.statut === 'annule' && !backOffice) hidden.add(current);
        signatures.set(current, {
          signeAt: contrat.signed_at,
          contresigneAt: contrat.countersigned_at,
        });
      }
      return rows
        .filter((row) => !hidden.has(row.id))
        .map((row) => documentDto(row, { typeLabel: row.typeLabel, ...signatures.get(row.id) }));
    },
  };
}
