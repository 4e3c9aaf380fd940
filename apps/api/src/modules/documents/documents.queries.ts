import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { authSessions } from '../../db/schema/auth.ts';
import { document_types, documents } from '../../db/schema/documents.ts';
import { users } from '../../db/schema/users.ts';

/*
 * Data access for stored documents: the only code that writes the `documents` table. Functions
 * take `db` or a transaction first; no business rule here.
 */

type Conn = Db | Tx;

/** The columns every caller reads: where the bytes are, whose they are, how to serve them. */
const DOCUMENT_COLUMNS = {
  id: documents.id,
  documentTypeId: documents.document_type_id,
  clientId: documents.client_id,
  candidatId: documents.candidat_id,
  bucket: documents.bucket,
  filename: documents.filename,
  originalName: documents.original_name,
  mimeType: documents.mime_type,
  sizeBytes: documents.size_bytes,
};

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

/** A client's documents with their type's label, oldest first. */
export function selectClientDocuments(conn: Conn, clientId: number) {
  return conn
    .select({
      ...DOCUMENT_COLUMNS,
      typeLabel: document_types.label,
      createdAt: documents.created_at,
    })
    .from(documents)
    .innerJoin(document_types, eq(document_types.id, documents.document_type_id))
    .where(eq(documents.client_id, clientId))
    .orderBy(asc(documents.created_at), asc(documents.id));
}
