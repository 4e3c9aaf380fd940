import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documents } from '../../db/schema/documents.ts';

/** The stored document of a file link: its server-generated name and document type. */
export async function findDocumentByFilename(db: Db, filename: string, documentTypeId: number) {
  const [row] = await db
    .select({
      bucket: documents.bucket,
      filename: documents.filename,
      originalName: documents.original_name,
      mimeType: documents.mime_type,
      sizeBytes: documents.size_bytes,
      clientId: documents.client_id,
      candidatId: documents.candidat_id,
    })
    .from(documents)
    .where(and(eq(documents.filename, filename), eq(documents.document_type_id, documentTypeId)))
    .limit(1);
  return row;
}
