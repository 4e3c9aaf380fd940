import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  BACK_OFFICE_ROLES,
  CUSTOMER_ROLES,
  DOCUMENT_TYPE_BUCKETS,
  isDocumentTypeId,
  type FileServePayload,
} from '@maisonnee/domain';
import type { Storage } from '../../adapters/storage/disk-storage.ts';
import type { Db, Tx } from '../../db/client.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { notFound } from '../../lib/app-error.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import * as q from './documents.queries.ts';

/*
 * Stored documents (ARCHITECTURE §6): the only owner of the `documents` table and of the files in
 * the storage adapter. Other modules hand it a checked upload or a file they generated (the signed
 * quote today; invoices, contracts and payslips tomorrow) and get back the document row; the bytes
 * and the row are saved together or not at all.
 */

export type StoredDocument = q.DocumentRow;

/** Whose document it is: a client's or an agent's (the back office reads both). */
export interface DocumentOwner {
  clientId?: number | null;
  candidatId?: number | null;
}

/** Who may read a stored file: the back office, or the client or agent it belongs to. */
export const DOCUMENT_READ_ACCESS = {
  kind: 'user',
  roles: [...BACK_OFFICE_ROLES, ...CUSTOMER_ROLES],
  owner: 'document',
} as const;

/** Work done in the transaction that records the document (link it, notify…). */
export type WithinDocument<T> = (tx: Tx, document: StoredDocument) => Promise<T>;

export interface UploadToStore {
  /** The file as `readMultipart` returned it: size and real type already checked. */
  file: UploadedFile;
  documentTypeId: number;
  owner: DocumentOwner;
  uploadedByUserId: number;
}

export interface GeneratedFileToStore {
  bytes: Uint8Array;
  mimeType: string;
  /** Extension of the stored name (pdf). */
  ext: string;
  documentTypeId: number;
  bucket: string;
  /** Readable start of the stored name (`devis-signe-DEV-2026-000012`); a random suffix follows. */
  namePrefix: string;
  /** The name a person sees when downloading it. */
  originalName: string;
  owner: DocumentOwner;
  uploadedByUserId: number | null;
}

/** Where the bytes of a document are. */
export type FileRef = Pick<StoredDocument, 'bucket' | 'filename'>;

const keyOf = (ref: FileRef) => `${ref.bucket}/${ref.filename}`;

export interface DocumentsServiceDeps {
  db: Db;
  storage: Storage;
}

export function createDocumentsService({ db, storage }: DocumentsServiceDeps) {
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

  /** The document, when the caller may read it (404 when missing, 403 when not theirs). */
  function assertCanRead(auth: AuthContext, document: StoredDocument | undefined): StoredDocument {
    if (!document) throw notFound('Fichier introuvable.');
    assertOwns(auth, DOCUMENT_READ_ACCESS, {
      clientId: document.clientId,
      candidatId: document.candidatId,
    });
    return document;
  }

  /** A stream of a stored file, or null when it is missing from storage. */
  async function streamOf(ref: FileRef): Promise<Readable | null> {
    const key = keyOf(ref);
    return (await storage.exists(key)) ? storage.stream(key) : null;
  }

  return {
    assertCanRead,

    /** Stores a client's or an agent's upload in its document type's bucket, under a new name. */
    async storeUpload<T = undefined>(
      input: UploadToStore,
      within?: WithinDocument<T>,
      conn: Db | Tx = db,
    ) {
      if (!isDocumentTypeId(input.documentTypeId)) {
        throw new RangeError(`Type de document inconnu : ${input.documentTypeId}.`);
      }
      const bucket = DOCUMENT_TYPE_BUCKETS[input.documentTypeId];
      return store(
        { bucket, filename: `${randomUUID()}.${input.file.ext}` },
        input.file.buffer,
        {
          document_type_id: input.documentTypeId,
          client_id: input.owner.clientId ?? null,
          candidat_id: input.owner.candidatId ?? null,
          original_name: input.file.originalName,
          mime_type: input.file.mime,
          size_bytes: input.file.buffer.length,
          uploaded_by_user_id: input.uploadedByUserId,
        },
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
        {
          document_type_id: input.documentTypeId,
          client_id: input.owner.clientId ?? null,
          candidat_id: input.owner.candidatId ?? null,
          original_name: input.originalName,
          mime_type: input.mimeType,
          size_bytes: input.bytes.length,
          uploaded_by_user_id: input.uploadedByUserId,
        },
        within,
        conn,
      );
    },

    /** The bytes of a stored file, or null when they are missing from storage. */
    async read(ref: FileRef): Promise<Buffer | null> {
      const key = keyOf(ref);
      return (await storage.exists(key)) ? storage.read(key) : null;
    },

    stream: streamOf,

    /** Deletes a document: its row, then its bytes. */
    async remove(document: StoredDocument, conn: Db | Tx = db): Promise<void> {
      await q.deleteDocument(conn, document.id);
      await storage.remove(keyOf(document));
    },

    findById(id: number, conn: Db | Tx = db): Promise<StoredDocument | undefined> {
      return q.findDocumentById(conn, id);
    },

    /**
     * The file a serve-file link names, for `auth` (ARCHITECTURE §6). The link names its owner: it
     * must be the document's, so a link cannot be re-pointed to another client's file (404, as
     * for a missing file).
     */
    async openForServe(auth: AuthContext, payload: FileServePayload) {
      const found = await q.findDocumentByFilename(db, payload.filename, payload.documentTypeId);
      if (
        found &&
        ((payload.clientId != null && payload.clientId !== found.clientId) ||
          (payload.candidatId != null && payload.candidatId !== found.candidatId))
      ) {
        throw notFound('Fichier introuvable.');
      }
      const document = assertCanRead(auth, found);
      const stream = await streamOf(document);
      if (!stream) throw notFound('Fichier introuvable.');
      return { document, stream };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
