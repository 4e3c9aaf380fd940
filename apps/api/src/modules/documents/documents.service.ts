import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Access, Document as ClientDocumentDto } from '@maisonnee/contract';
import {
  BACK_OFFICE_ROLES,
  CLIENT_DOCUMENT_BUCKETS,
  CUSTOMER_ROLES,
  DOCUMENT_TYPE,
  DOCUMENT_TYPE_BUCKETS,
  encryptFilePayload,
  isDocumentTypeId,
  type ClientDocumentBucket,
  type FileServePayload,
} from '@maisonnee/domain';
import type { Storage } from '../../adapters/storage/disk-storage.ts';
import type { AppConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { clientRecordExists } from '../clients/client-records.service.ts';
import { recordProfilePhoto } from '../auth/profile-photo.service.ts';
import * as q from './documents.queries.ts';
import { signFileGrant, verifyFileGrant } from './file-link.ts';
import { stripImageMetadata } from './image-metadata.ts';

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

/**
 * Profile photos: stored as "other documents" of nobody's folder, readable by any signed-in user
 * since the photo is shown to others (an agent's to the clients who choose them).
 */
export const PHOTO_BUCKET = 'photos';

/** Who reads a file: the caller of a call, or the holder of a file link's session. */
export type Reader = Pick<AuthContext, 'userId' | 'roles' | 'clientId' | 'candidatId'>;

/** A file link (ARCHITECTURE §6): the serve-file path with its grant, and when the grant ends. */
export interface FileLink {
  url: string;
  expires_at: string;
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
  /** Needed only to mint and check file links (the routes of this module pass them). */
  config?: Pick<AppConfig, 'idSecret' | 'fileLinkSecret' | 'fileLinkTtlSeconds'>;
  now?: () => Date;
}

/** The answer to any link that does not open its file: expired, altered, for another file, or its session ended. */
const linkRefused = () =>
  new AppError(
    'UNAUTHENTICATED',
    "Ce lien de fichier n'est plus valable : rouvrez le document depuis l'application.",
  );

export function createDocumentsService({
  db,
  storage,
  config,
  now = () => new Date(),
}: DocumentsServiceDeps) {
  function linkConfig() {
    if (!config) throw new Error('createDocumentsService: file links need the config');
    return config;
  }

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
  function assertCanRead(reader: Reader, document: StoredDocument | undefined): StoredDocument {
    if (!document) throw notFound('Fichier introuvable.');
    if (document.bucket === PHOTO_BUCKET) return document;
    // The ownership rule reads only the roles and the linked records of the caller.
    assertOwns(reader as AuthContext, DOCUMENT_READ_ACCESS, {
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
      const bytes = await stripImageMetadata(input.file.buffer, input.file.mime);
      return store(
        { bucket, filename: `${randomUUID()}.${input.file.ext}` },
        bytes,
        {
          document_type_id: input.documentTypeId,
          client_id: input.owner.clientId ?? null,
          candidat_id: input.owner.candidatId ?? null,
          original_name: input.file.originalName,
          mime_type: input.file.mime,
          size_bytes: bytes.length,
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

    /**
     * A client's documents in its folders (quotes, invoices, identity papers…): the client's own
     * or, for the back office, any client's. A type without a client folder is filed in `autres`.
     */
    async listForClient(auth: AuthContext, clientId: number, access: Access) {
      assertOwns(auth, access, { clientId });
      if (!(await clientRecordExists(db, clientId))) throw notFound('Client introuvable.');
      const folders = Object.fromEntries(
        CLIENT_DOCUMENT_BUCKETS.map((bucket) => [bucket, [] as ClientDocumentDto[]]),
      ) as Record<ClientDocumentBucket, ClientDocumentDto[]>;
      for (const row of await q.selectClientDocuments(db, clientId)) {
        const bucket = isDocumentTypeId(row.documentTypeId)
          ? DOCUMENT_TYPE_BUCKETS[row.documentTypeId]
          : 'autres';
        const folder = (CLIENT_DOCUMENT_BUCKETS as readonly string[]).includes(bucket)
          ? (bucket as ClientDocumentBucket)
          : 'autres';
        folders[folder].push({
          id: row.id,
          document_type_id: row.documentTypeId as ClientDocumentDto['document_type_id'],
          document_type: row.typeLabel,
          filename: row.filename,
          original_name: row.originalName ?? row.filename,
          mime_type: row.mimeType,
          size_bytes: row.sizeBytes,
          client_id: row.clientId,
          candidat_id: row.candidatId,
          devis_id: null,
          facture_id: null,
          libelle: null,
          date_document: null,
          signe_at: null,
          contresigne_at: null,
          created_at: row.createdAt.toISOString(),
        });
      }
      return folders;
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
     * Stores the caller's profile photo (metadata stripped) and points their
     * `profile_photo_path` at it, in one transaction.
     */
    async storeProfilePhoto(auth: AuthContext, file: UploadedFile) {
      const bytes = await stripImageMetadata(file.buffer, file.mime);
      const { document } = await store(
        { bucket: PHOTO_BUCKET, filename: `${randomUUID()}.${file.ext}` },
        bytes,
        {
          document_type_id: DOCUMENT_TYPE.AUTRE,
          client_id: null,
          candidat_id: null,
          original_name: file.originalName,
          mime_type: file.mime,
          size_bytes: bytes.length,
          uploaded_by_user_id: auth.userId,
        },
        (tx, stored) => recordProfilePhoto(tx, auth.userId, stored.filename),
        db,
      );
      return { profile_photo_path: document.filename };
    },

    /**
     * A link to a file the caller may read (ARCHITECTURE §6): the payload names the file, the
     * grant opens it for FILE_LINK_TTL_SECONDS to this caller's session only.
     */
    async mintLink(
      auth: AuthContext,
      file: { document_type_id: number; filename: string; is_download: boolean },
    ): Promise<FileLink> {
      const { idSecret, fileLinkSecret, fileLinkTtlSeconds } = linkConfig();
      const document = assertCanRead(
        auth,
        await q.findDocumentByFilename(db, file.filename, file.document_type_id),
      );
      const { token, expiresAt } = await signFileGrant(
        fileLinkSecret,
        { documentId: document.id, userId: auth.userId, sessionId: auth.sessionId },
        now(),
        fileLinkTtlSeconds,
      );
      const payload = encryptFilePayload(
        {
          documentTypeId: document.documentTypeId,
          filename: document.filename,
          isDownload: file.is_download,
          clientId: document.clientId,
          candidatId: document.candidatId,
        },
        idSecret,
      );
      return {
        url: `/uploads/serve-file/${payload}?grant=${token}`,
        expires_at: expiresAt.toISOString(),
      };
    },

    /**
     * The file a serve-file link names, when its grant opens it (ARCHITECTURE §6): signed by us,
     * not expired, for this very document, minted for a session that is still open (sign-out,
     * password change or reset and deactivation end it) of a user who may still read the file.
     * Anything else is 401; the payload's owner must be the document's (404 otherwise).
     */
    async openForServe(payload: FileServePayload, grantToken: string | undefined) {
      const at = now();
      const grant = grantToken
        ? await verifyFileGrant(linkConfig().fileLinkSecret, grantToken, at)
        : null;
      if (!grant) throw linkRefused();
      const found = await q.findDocumentByFilename(db, payload.filename, payload.documentTypeId);
      if (found && found.id !== grant.documentId) throw linkRefused();
      if (
        found &&
        ((payload.clientId != null && payload.clientId !== found.clientId) ||
          (payload.candidatId != null && payload.candidatId !== found.candidatId))
      ) {
        throw notFound('Fichier introuvable.');
      }
      const holder = /^[0-9a-f-]{36}$/i.test(grant.sessionId)
        ? await q.findLinkHolder(db, grant.sessionId)
        : undefined;
      if (
        !holder ||
        holder.userId !== grant.userId ||
        holder.revokedAt !== null ||
        holder.expiresAt <= at ||
        !holder.isActive
      ) {
        throw linkRefused();
      }
      const document = assertCanRead({ ...holder, roles: holder.roles ?? [] }, found);
      const stream = await streamOf(document);
      if (!stream) throw notFound('Fichier introuvable.');
      return { document, stream };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
