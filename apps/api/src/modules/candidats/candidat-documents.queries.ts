import { and, asc, desc, eq, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { document_types, documents } from '../../db/schema/documents.ts';
import { DOCUMENT_DTO_COLUMNS } from '../../lib/document-columns.ts';

/*
 * The documents of a candidate's file, read here and written only by the documents module.
 */

type Conn = Db | Tx;

/**
 * The documents of a candidate with their type's label, oldest first (newest first when asked),
 * without those of `exceptBuckets` (generated exports).
 */
export function listCandidatDocuments(
  conn: Conn,
  candidatId: number,
  options: { exceptBuckets?: string[]; newestFirst?: boolean } = {},
) {
  const order = options.newestFirst ? desc : asc;
  const except = options.exceptBuckets ?? [];
  const kept = except.length > 0 ? notInArray(documents.bucket, except) : undefined;
  return conn
    .select({
      ...DOCUMENT_DTO_COLUMNS,
      typeLabel: document_types.label,
      createdAt: documents.created_at,
    })
    .from(documents)
    .leftJoin(document_types, eq(document_types.id, documents.document_type_id))
    .where(and(eq(documents.candidat_id, candidatId), kept))
    .orderBy(order(documents.created_at), order(documents.id));
}
