import { BACK_OFFICE_ROLES, CUSTOMER_ROLES } from '@maisonnee/domain';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { notFound } from '../../lib/app-error.ts';
import type { StoredDocument } from './document-store.ts';

/*
 * Who may read a stored file (docs/security.md "Files"): the back office, or the client or agent
 * it belongs to; profile photos, shown to others, by anyone signed in.
 */

/**
 * Profile photos: stored as "other documents" of nobody's folder, readable by any signed-in user
 * since the photo is shown to others (an agent's to the clients who choose them).
 */
export const PHOTO_BUCKET = 'photos';

/** Who reads a file: the caller of a call, or the holder of a file link's session. */
export type Reader = Pick<AuthContext, 'userId' | 'roles' | 'clientId' | 'candidatId'>;

/** Who may read a stored file: the back office, or the client or agent it belongs to. */
export const DOCUMENT_READ_ACCESS = {
  kind: 'user',
  roles: [...BACK_OFFICE_ROLES, ...CUSTOMER_ROLES],
  owner: 'document',
} as const;

/** The document, when the caller may read it (404 when missing, 403 when not theirs). */
export function assertCanRead(
  reader: Reader,
  document: StoredDocument | undefined,
): StoredDocument {
  if (!document) throw notFound('Fichier introuvable.');
  if (document.bucket === PHOTO_BUCKET) return document;
  // The ownership rule reads only the roles and the linked records of the caller.
  assertOwns(reader as AuthContext, DOCUMENT_READ_ACCESS, {
    clientId: document.clientId,
    candidatId: document.candidatId,
  });
  return document;
}
