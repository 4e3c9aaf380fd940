import type { endpoints } from '@maisonnee/contract';
import { DOCUMENT_TYPES } from '@maisonnee/domain';
import { AppError } from '../../lib/app-error.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { documentDto } from '../documents/document-dto.ts';
import { recordCandidatEvenement } from './candidat-evenements.queries.ts';
import type { CandidatureContext } from './candidature-common.ts';
import { lockCandidat } from './candidats.queries.ts';
import * as q from './candidature.queries.ts';

type E = typeof endpoints;

const sizeLabel = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} Mo`;

export function createCandidatureDocumentService(context: CandidatureContext) {
  const { db, now } = context.deps;
  const { limits } = context;

  /**
   * 413 when one more file of `size` bytes would take the application past its number of files or
   * its total size (`totals` counts the application's documents, with or without that file).
   */
  function checkDocumentCaps(totals: { count: number; bytes: number }, size: number) {
    if (totals.count > limits.maxFiles) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `Une candidature compte au plus ${limits.maxFiles} documents : ce nombre est atteint.`,
        { fields: { file: `${limits.maxFiles} documents au plus par candidature.` } },
      );
    }
    if (totals.bytes > limits.maxTotalBytes) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `Les documents d’une candidature ne dépassent pas ${sizeLabel(limits.maxTotalBytes)} au total : avec ce fichier (${sizeLabel(size)}), la limite serait dépassée.`,
        {
          fields: { file: `${sizeLabel(limits.maxTotalBytes)} au plus pour toute la candidature.` },
        },
      );
    }
  }

  return {
    /** 429 once this address sent CANDIDATURE_UPLOADS_PER_HOUR documents this hour (before the body is read). */
    throttleUpload: context.throttleUpload,

    /**
     * A document sent with the application, its content and size checked by the route; the
     * application's number of files and total size are checked before the file is written, then
     * again under a lock of the file with the new row counted (two uploads at once).
     */
    async uploadDocument({
      fields,
      file,
    }: {
      fields: BodyOf<E['uploadCandidatureDocument']>;
      file: UploadedFile | null;
    }) {
      const { candidatId } = await context.resolve(fields.application_token);
      const size = file!.buffer.length;
      const before = await q.candidatureDocumentTotals(db, candidatId);
      checkDocumentCaps({ count: before.count + 1, bytes: before.bytes + size }, size);
      const typeLabel = DOCUMENT_TYPES[fields.document_type_id];
      const { document } = await context.documents.storeUpload(
        {
          file: file!, // required: the multipart reader answered 400 without it
          documentTypeId: fields.document_type_id,
          owner: { candidatId },
          uploadedByUserId: null,
        },
        async (tx) => {
          await lockCandidat(tx, candidatId);
          checkDocumentCaps(await q.candidatureDocumentTotals(tx, candidatId), size);
          await recordCandidatEvenement(tx, {
            candidatId,
            type: 'document',
            libelle: `Document déposé avec la candidature : ${typeLabel}`,
          });
        },
      );
      return documentDto({ ...document, createdAt: now() });
    },
  };
}
