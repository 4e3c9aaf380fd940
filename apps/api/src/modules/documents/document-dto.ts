import type { Document as DocumentDto } from '@maisonnee/contract';
import { DOCUMENT_TYPES, isDocumentTypeId } from '@maisonnee/domain';
import type { DocumentRow } from './documents.queries.ts';

/** What a screen needs besides the stored row: its links and, for a work contract, signatures. */
export interface DocumentDtoExtras {
  /** The type's label as the database names it; the catalogue's otherwise. */
  typeLabel?: string | null;
  devisId?: number | null;
  factureId?: number | null;
  signeAt?: Date | null;
  contresigneAt?: Date | null;
}

/**
 * A stored document as the contract's `Document`: the one mapping every module uses (client
 * folders, attachments of messages, applications, agents' files, work contracts).
 */
export function documentDto(
  row: Omit<DocumentRow, 'bucket'> & { createdAt: Date },
  extras: DocumentDtoExtras = {},
): DocumentDto {
  const catalogueLabel = isDocumentTypeId(row.documentTypeId)
    ? DOCUMENT_TYPES[row.documentTypeId]
    : '';
  return {
    id: row.id,
    document_type_id: row.documentTypeId as DocumentDto['document_type_id'],
    document_type: extras.typeLabel ?? catalogueLabel,
    filename: row.filename,
    original_name: row.originalName ?? row.filename,
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
    client_id: row.clientId,
    candidat_id: row.candidatId,
    devis_id: extras.devisId ?? null,
    facture_id: extras.factureId ?? null,
    libelle: row.libelle,
    date_document: row.dateDocument,
    uploaded_by_user_id: row.uploadedByUserId,
    signe_at: extras.signeAt?.toISOString() ?? null,
    contresigne_at: extras.contresigneAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
