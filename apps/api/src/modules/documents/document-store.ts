import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DOCUMENT_TYPE_BUCKETS, isDocumentTypeId } from '@maisonnee/domain';
import type { Storage } from '../../adapters/storage/disk-storage.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import * as q from './documents.queries.ts';
import { stripImageMetadata } from './image-metadata.ts';

/*
 * The store of documents (ARCHITECTURE §6): the bytes in the storage adapter and their row in
 * `documents`, saved together or not at all, read and removed together. Other modules hand it a
 * checked upload or a file they generated and get back the document row.
 */

export type StoredDocument = q.DocumentRow;

/** Whose document it is: a client's or an agent's (the back office reads both). */
export interface DocumentOwner {
  clientId?: number | null;
  candidatId?: number | null;
}

/** Work done in the transaction that records the document (link it, notify…). */
export type WithinDocument<T> = (tx: Tx, document: StoredDocument) => Promise<T>;

/** What a document is and whose, whether uploaded or generated. */
interface DocumentFacts {
  documentTypeId: number;
  owner: DocumentOwner;
  /** Null for a visitor's upload (a public application has no account yet) or the API's own file. */
  uploadedByUserId: number | null;
  /**
   * What the uploader calls it, or the title shown in the client's documents ('Facture
   * F-2026-000012'); and the date it is about.
   */
  libelle?: string | null;
  dateDocument?: string | null;
}

export interface UploadToStore extends DocumentFacts {
  /** The file as `readMultipart` returned it: size and real type already checked. */
  file: UploadedFile;
  /** Where it goes when not in its document type's bucket (profile photos). */
  bucket?: string;
}

export interface GeneratedFileToStore extends DocumentFacts {
  bytes: Uint8Array;
  mimeType: string;
  /** Extension of the stored name (pdf). */
  ext: string;
  bucket: string;
  /** Readable start of the stored name (`devis-signe-DEV-2026-000012`); a random suffix follows. */
  namePrefix: string;
  /** The name a person sees when downloading it. */
  originalName: string;
}

/** Where the bytes of a document are. */
export type FileRef = Pick<StoredDocument, 'bucket' | 'filename'>;

export const keyOf = (ref: FileRef) => `${ref.bucket}/${ref.filename}`;

/** The row of a stored file: what it is and whose, then the file's own name, type and size. */
function rowOf(
  facts: DocumentFacts,
  file: { originalName: string; mimeType: string; size: number },
): Omit<q.NewDocumentRow, keyof FileRef> {
  return {
    document_type_id: facts.documentTypeId,
    client_id: facts.owner.clientId ?? null,
    candidat_id: facts.owner.candidatId ?? null,
    original_name: file.originalName,
    mime_type: file.mimeType,
    size_bytes: file.size,
    libelle: facts.libelle ?? null,
    date_document: facts.dateDocument ?? null,
    uploaded_by_user_id: facts.uploadedByUserId,
  };
}

export function createDocumentStore({ db, storage }: { db: Db; storage: Storage }) {
  /**
   * Puts the bytes in storage, then records the row and runs `within` in one transaction (a
   * savepoint inside `conn` when the caller already holds one). When anything fails the bytes are
   * removed again, so no row points to a missing file and no file is left without its row.
   */
  async function store<T>(
    ref: FileRef,
    bytes: Uint8Array,
    row: Omit<q.NewDocumentRow, keyof FileRef>,
    within: WithinDocument<T> | undefined,
    conn: Db | Tx,
  ): Promise<{ document: StoredDocument; result: T }> {
    const key = keyOf(ref);
    await storage.put(key, bytes);
    try {
      return await conn.transaction(async (tx) => {
        const document = await q.insertDocument(tx, { ...row, ...ref });
        const result = (within ? await within(tx, document) : undefined) as T;
        return { document, result };
      });
    } catch (error) {
      await storage.remove(key).catch(() => undefined);
      throw error;
    }
  }

  const documentStore = {
    /**
     * Stores a client's or an agent's upload (image metadata stripped) in its document type's
     * bucket, under a new name.
     */
    async storeUpload<T = undefined>(
      input: UploadToStore,
      within?: WithinDocument<T>,
      conn: Db | Tx = db,
    ) {
      if (!isDocumentTypeId(input.documentTypeId)) {
        throw new RangeError(`Type de document inconnu : ${input.documentTypeId}.`);
      }
      const bucket = input.bucket ?? DOCUMENT_TYPE_BUCKETS[input.documentTypeId];
      const { file } = input;
      const bytes = await stripImageMetadata(file.buffer, file.mime);
      return store(
        { bucket, filename: `${randomUUID()}.${file.ext}` },
        bytes,
        rowOf(input, { originalName: file.originalName, mimeType: file.mime, size: bytes.length }),
        within,
        conn,
      );
    },

    /** Stores a file the API produced (a signed quote PDF) with its type and bucket. */
    async storeGenerated<T = undefined>(
      input: GeneratedFileToStore,
      within?: WithinDocument<T>,
      conn: Db | Tx = db,
    ) {
      const suffix = randomUUID().slice(0, 8);
      return store(
        { bucket: input.bucket, filename: `${input.namePrefix}-${suffix}.${input.ext}` },
        input.bytes,
        rowOf(input, { ...input, size: input.bytes.length }),
        within,
        conn,
      );
    },

    /**
     * Stores a generated file in place of an earlier one (a tax certificate generated again): the
     * new row and file, `within`, and the removal of the previous row in one transaction; the
     * previous bytes are removed once it committed (a failure keeps the previous file and row).
     */
    async replaceGenerated<T = undefined>(
      input: GeneratedFileToStore,
      previous: FileRef | null,
      within?: WithinDocument<T>,
      conn: Db | Tx = db,
    ) {
      const stored = await documentStore.storeGenerated(
        input,
        async (tx, document) => {
          if (previous) await q.deleteDocumentByFile(tx, previous.bucket, previous.filename);
          return (within ? await within(tx, document) : undefined) as T;
        },
        conn,
      );
      if (previous) await storage.remove(keyOf(previous)).catch(() => undefined);
      return stored;
    },

    findById(id: number, conn: Db | Tx = db): Promise<StoredDocument | undefined> {
      return q.findDocumentById(conn, id);
    },

    findByFilename(
      filename: string,
      documentTypeId: number,
      conn: Db | Tx = db,
    ): Promise<StoredDocument | undefined> {
      return q.findDocumentByFilename(conn, filename, documentTypeId);
    },

    /** The bytes of a stored file, or null when they are missing from storage. */
    async read(ref: FileRef): Promise<Buffer | null> {
      const key = keyOf(ref);
      return (await storage.exists(key)) ? storage.read(key) : null;
    },

    /** A stream of a stored file, or null when it is missing from storage. */
    async stream(ref: FileRef): Promise<Readable | null> {
      const key = keyOf(ref);
      return (await storage.exists(key)) ? storage.stream(key) : null;
    },

    /** Deletes a document: its row, then its bytes. */
    async remove(document: StoredDocument, conn: Db | Tx = db): Promise<void> {
      await q.deleteDocument(conn, document.id);
      await storage.remove(keyOf(document));
    },
  };
  return documentStore;
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;
