import { documents } from '../db/schema/documents.ts';

/*
 * The columns of a stored document its readers share (the row `documentDto` maps): what it is,
 * whose, its names, size and labels. Modules read documents beside their own rows (a candidate's
 * file, a message's attachment); only the documents module writes them.
 */
export const DOCUMENT_DTO_COLUMNS = {
  id: documents.id,
  documentTypeId: documents.document_type_id,
  clientId: documents.client_id,
  candidatId: documents.candidat_id,
  filename: documents.filename,
  originalName: documents.original_name,
  mimeType: documents.mime_type,
  sizeBytes: documents.size_bytes,
  libelle: documents.libelle,
  dateDocument: documents.date_document,
  uploadedByUserId: documents.uploaded_by_user_id,
};
