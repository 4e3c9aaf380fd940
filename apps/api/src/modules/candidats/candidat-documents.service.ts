import { endpoints, type Document as DocumentDto } from '@maisonnee/contract';
import { DOCUMENT_TYPES, isDocumentTypeId } from '@maisonnee/domain';
import { isBackOffice, type AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { BILAN_BUCKET } from './bilan.service.ts';
import { requireCandidat } from './recrutement-common.ts';
import * as q from './recrutement.queries.ts';

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
        q.listCandidatDocuments(db, candidatId, [BILAN_BUCKET]),
        q.listContrats(db, candidatId),
      ]);
      const hidden = new Set<number>();
      const signatures = new Map<
        number,
        { signe_at: string | null; contresigne_at: string | null }
      >();
      for (const contrat of contrats) {
        const versions = [
          contrat.document_id,
          contrat.signed_document_id,
          contrat.countersigned_document_id,
        ].filter((value): value is number => value !== null);
        const current = versions[versions.length - 1]!;
        for (const version of versions) if (version !== current) hidden.add(version);
        if (contrat.statut === 'annule' && !backOffice) hidden.add(current);
        signatures.set(current, {
          signe_at: contrat.signed_at?.toISOString() ?? null,
          contresigne_at: contrat.countersigned_at?.toISOString() ?? null,
        });
      }
      return rows
        .filter(({ document }) => !hidden.has(document.id))
        .map(({ document: d, typeLabel }) => ({
          id: d.id,
          document_type_id: d.document_type_id as DocumentDto['document_type_id'],
          document_type:
            typeLabel ??
            (isDocumentTypeId(d.document_type_id) ? DOCUMENT_TYPES[d.document_type_id] : ''),
          filename: d.filename,
          original_name: d.original_name ?? d.filename,
          mime_type: d.mime_type,
          size_bytes: d.size_bytes,
          client_id: d.client_id,
          candidat_id: d.candidat_id,
          devis_id: null,
          facture_id: null,
          libelle: d.libelle,
          date_document: d.date_document,
          uploaded_by_user_id: d.uploaded_by_user_id,
          signe_at: signatures.get(d.id)?.signe_at ?? null,
          contresigne_at: signatures.get(d.id)?.contresigne_at ?? null,
          created_at: d.created_at.toISOString(),
        }));
    },
  };
}
