import { and, asc, eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { authSessions } from '../../db/schema/auth.ts';
import { devis } from '../../db/schema/devis.ts';
import { document_types, documents } from '../../db/schema/documents.ts';
import { factures } from '../../db/schema/factures.ts';
import { users } from '../../db/schema/users.ts';
import { DOCUMENT_DTO_COLUMNS } from '../../lib/document-columns.ts';

/*
 * Data access for stored documents: the only code that writes the `documents` table. Functions
 * take `db` or a transaction first; no business rule here.
 */

type Conn = Db | Tx;

/** The columns every caller reads: where the bytes are, whose they are, how to serve them. */
const DOCUMENT_COLUMNS = { ...DOCUMENT_DTO_COLUMNS, bucket: documents.bucket };

export type DocumentRow = {
  id: number;
  documentTypeId: number;
  clientId: number | null;
  candidatId: number | null;
  bucket: string;
  filename: string;
  originalName: string | null;
  mimeType: string;
  sizeBytes: number;
  libelle: string | null;
  dateDocument: string | null;
  uploadedByUserId: number | null;
};

export type NewDocumentRow = typeof documents.$inferInsert;

export async function insertDocument(conn: Conn, values: NewDocumentRow): Promise<DocumentRow> {
  const [row] = await conn.insert(documents).values(values).returning(DOCUMENT_COLUMNS);
  return row!;
}

export async function findDocumentById(conn: Conn, id: number): Promise<DocumentRow | undefined> {
  const [row] = await conn
    .select(DOCUMENT_COLUMNS)
    .from(documents)
    .where(eq(documents.id, id))
    .limit(1);
  return row;
}

/** The document a file link names: its server-generated name and its type. */
export async function findDocumentByFilename(
  conn: Conn,
  filename: string,
  documentTypeId: number,
): Promise<DocumentRow | undefined> {
  const [row] = await conn
    .select(DOCUMENT_COLUMNS)
    .from(documents)
    .where(and(eq(documents.filename, filename), eq(documents.document_type_id, documentTypeId)))
    .limit(1);
  return row;
}

/** Removes the row of a stored file named by its place (bucket and server name). */
export async function deleteDocumentByFile(conn: Conn, bucket: string, filename: string) {
  await conn
    .delete(documents)
    .where(and(eq(documents.bucket, bucket), eq(documents.filename, filename)));
}

export async function deleteDocument(conn: Conn, id: number): Promise<void> {
  await conn.delete(documents).where(eq(documents.id, id));
}

/**
 * The session a file link was minted for, with its user: serve-file answers only while that
 * session is open (a read of the auth tables: a join is not a write).
 */
export async function findLinkHolder(conn: Conn, sessionId: string) {
  const [row] = await conn
    .select({
      userId: users.id,
      roles: users.roles_ids,
      clientId: users.client_id,
      candidatId: users.candidat_id,
      isActive: users.is_active,
      revokedAt: authSessions.revoked_at,
      expiresAt: authSessions.expires_at,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.user_id))
    .where(eq(authSessions.id, sessionId))
    .limit(1);
  return row;
}

/**
 * A client's documents with their type's label, oldest first, and the quote or invoice a PDF
 * belongs to (a read of those tables by the stored name: a join is not a write).
 */
export function selectClientDocuments(conn: Conn, clientId: number) {
  return conn
    .select({
      ...DOCUMENT_COLUMNS,
      typeLabel: document_types.label,
      createdAt: documents.created_at,
      devisId: devis.id,
      factureId: factures.id,
    })
    .from(documents)
    .innerJoin(document_types, eq(document_types.id, documents.document_type_id))
    .leftJoin(
      devis,
      and(
        eq(documents.document_type_id, 4),
        eq(devis.client_id, documents.client_id),
        or(eq(devis.filename, documents.filename), eq(devis.signed_filename, documents.filename)),
      ),
    )
    .leftJoin(
      factures,
      and(
        eq(documents.document_type_id, 7),
        eq(factures.client_id, documents.client_id),
        eq(factures.filename, documents.filename),
      ),
    )
    .where(eq(documents.client_id, clientId))
    .orderBy(asc(documents.created_at), asc(documents.id));
}
