import { DOCUMENT_TYPE, type DocumentTypeId } from '@maisonnee/domain';

/** The files the API accepts for a client's document (uploadClientDocument). */
export const UPLOAD_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const UPLOAD_ACCEPT = UPLOAD_MIME_TYPES.join(',');
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** What is wrong with a chosen file before it is sent (null: nothing). */
export function checkUpload(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  return null;
}

/**
 * The kinds of document a client files itself (the API checks it too): identity papers, bank
 * details, SEPA mandate, carte Vitale, other.
 */
export const CLIENT_UPLOAD_TYPES: readonly DocumentTypeId[] = Object.freeze([
  DOCUMENT_TYPE.PIECE_IDENTITE,
  DOCUMENT_TYPE.RIB,
  DOCUMENT_TYPE.MANDAT_SEPA,
  DOCUMENT_TYPE.CARTE_VITALE,
  DOCUMENT_TYPE.AUTRE,
]);

/**
 * Whether the client may delete a document: one of its own uploads, never a quote, an invoice or
 * a paper the agency filed. The document's uploader is compared when the API sends it
 * (`uploaded_by_user_id`); otherwise only the kinds a client uploads are offered.
 */
export function canClientDelete(
  document: { document_type_id: number; uploaded_by_user_id?: number | null },
  userId: number | null,
): boolean {
  if (!(CLIENT_UPLOAD_TYPES as readonly number[]).includes(document.document_type_id)) return false;
  if (document.uploaded_by_user_id === undefined) return true;
  return userId !== null && document.uploaded_by_user_id === userId;
}
