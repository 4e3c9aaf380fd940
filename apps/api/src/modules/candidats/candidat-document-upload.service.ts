import { endpoints, type Document as DocumentDto } from '@maisonnee/contract';
import { DOCUMENT_TYPES, isDocumentTypeId } from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { documentDto } from '../documents/document-dto.ts';
import { createDocumentsService } from '../documents/documents.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { notify, NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import { recordCandidatEvenement } from './candidat-evenements.queries.ts';
import { requireCandidat } from './recrutement-common.ts';

export function createCandidatDocumentUploadService(deps: ModuleDeps) {
  const { db, now } = deps;
  const documents = createDocumentsService(deps);

  return {
    /** The agency files a document for an agent; the agent, if it has an account, is told. */
    async uploadDocument(
      auth: AuthContext,
      fields: {
        candidat_id: number;
        document_type_id: number;
        libelle?: string | null | undefined;
        date_document?: string | undefined;
      },
      file: UploadedFile,
    ): Promise<DocumentDto> {
      assertCaller(auth, endpoints.uploadCandidatDocument.access);
      const candidat = await requireCandidat(db, fields.candidat_id);
      const typeLabel = isDocumentTypeId(fields.document_type_id)
        ? DOCUMENT_TYPES[fields.document_type_id]
        : '';
      const { document } = await documents.storeUpload(
        {
          file,
          documentTypeId: fields.document_type_id,
          owner: { candidatId: candidat.id },
          uploadedByUserId: auth.userId,
          libelle: fields.libelle ?? null,
          dateDocument: fields.date_document ?? null,
        },
        async (tx, stored) => {
          await recordCandidatEvenement(tx, {
            candidatId: candidat.id,
            type: 'document',
            libelle: `Document déposé par l’agence : ${stored.libelle ?? typeLabel}.`,
            userId: auth.userId,
          });
          await notify(
            tx,
            { candidatId: candidat.id },
            NOTIFICATION_MESSAGES.recrutement.documentAgent({
              libelle: stored.libelle ?? typeLabel,
            }),
          );
        },
      );
      return documentDto({ ...document, createdAt: now() }, { typeLabel });
    },
  };
}
