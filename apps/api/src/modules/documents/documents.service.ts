import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Access, Document as ClientDocumentDto } from '@maisonnee/contract';
import {
  BACK_OFFICE_ROLES,
  CLIENT_DOCUMENT_BUCKETS,
  CUSTOMER_ROLES,
  DOCUMENT_TYPE,
  DOCUMENT_TYPE_BUCKETS,
  DOCUMENT_TYPES,
  encryptFilePayload,
  isDocumentTypeId,
  type ClientDocumentBucket,
  type FileServePayload,
} from '@maisonnee/domain';
import type { Storage } from '../../adapters/storage/disk-storage.ts';
import type { AppConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { assertOwns, isBackOffice, type AuthContext } from '../../lib/access.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { clientRecordExists } from '../clients/client-records.service.ts';
import { recordProfilePhoto } from '../auth/profile-photo.service.ts';
import { documentDto } from './document-dto.ts';
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
  /** Null for a visitor's upload (a public application has no account yet). */
  uploadedByUserId: number | null;
  /** What the uploader calls it, and the date it is about. */
  libelle?: string | null;
  dateDocument?: string | null;
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
  /** Title shown in the client's documents ('Facture F-2026-000012'), and the date it is about. */
  libelle?: string | null;
  dateDocument?: string | null;
}

/** The fields of `uploadClientDocument` once the multipart reader checked them. */
export interface ClientUploadFields {
  client_id: number;
  document_type_id: number;
  libelle?: string | null;
  date_document?: string | null;
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

/** What a client uploads itself: identity papers, bank details, SEPA mandate, carte Vitale, other. */
export const CLIENT_UPLOAD_TYPES: readonly number[] = Object.freeze([
  DOCUMENT_TYPE.AUTRE,
  DOCUMENT_TYPE.CARTE_VITALE,
  DOCUMENT_TYPE.RIB,
  DOCUMENT_TYPE.PIECE_IDENTITE,
  DOCUMENT_TYPE.MANDAT_SEPA,
]);

/**
 * What the back office uploads to a client's file: the client's papers, plus a quote signed on
 * paper (type 4, then attached with save-filename-devis-signe), payslips, expense notes and sick
 * leave of the client as employer. Not the agent's own papers (CV, pass sanitaire, work
 * contract) nor invoices, which only the application produces.
 */
export const BACK_OFFICE_UPLOAD_TYPES: readonly number[] = Object.freeze([
  ...CLIENT_UPLOAD_TYPES,
  DOCUMENT_TYPE.DEVIS,
  DOCUMENT_TYPE.FICHE_PAIE,
  DOCUMENT_TYPE.NOTE_FRAIS,
  DOCUMENT_TYPE.ARRET_MALADIE,
]);

/** Never deleted through the documents calls: quotes and invoices (and tax certificates). */
const PROTECTED_TYPES: readonly number[] = [DOCUMENT_TYPE.DEVIS, DOCUMENT_TYPE.FACTURE];

/** A stored row as the contract's document. */
function toDto(
  row: StoredDocument & {
    typeLabel: string;
    createdAt: Date;
    devisId?: number | null;
    factureId?: number | null;
  },
): ClientDocumentDto {
  return documentDto(row, {
    typeLabel: row.typeLabel,
    devisId: row.devisId ?? null,
    factureId: row.factureId ?? null,
  });
}

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

  const service = {
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
          libelle: input.libelle ?? null,
          date_document: input.dateDocument ?? null,
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
          libelle: input.libelle ?? null,
          date_document: input.dateDocument ?? null,
          uploaded_by_user_id: input.uploadedByUserId,
        },
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
      const stored = await service.storeGenerated(
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

    /**
     * `uploadClientDocument`: a client files one of its own papers (CLIENT_UPLOAD_TYPES) in its
     * own file; the back office files any client paper (BACK_OFFICE_UPLOAD_TYPES) in any file.
     */
    async uploadForClient(
      auth: AuthContext,
      fields: ClientUploadFields,
      file: UploadedFile,
      access: Access,
    ): Promise<ClientDocumentDto> {
      assertOwns(auth, access, { clientId: fields.client_id });
      const backOffice = isBackOffice(auth);
      const allowed: readonly number[] = backOffice
        ? BACK_OFFICE_UPLOAD_TYPES
        : CLIENT_UPLOAD_TYPES;
      if (!allowed.includes(fields.document_type_id)) {
        if (!backOffice) {
          throw new AppError(
            'FORBIDDEN',
            "Vous pouvez déposer une pièce d'identité, un RIB, un mandat SEPA, une carte Vitale ou un autre document ; les devis, factures et documents de l'agence sont déposés par l'agence.",
          );
        }
        throw new AppError(
          'VALIDATION_FAILED',
          "Ce type de document ne va pas dans le dossier d'un client.",
          {
            fields: {
              document_type_id:
                'Les CV, pass sanitaires et contrats de travail vont au dossier d’un intervenant ; les factures sont établies par l’application.',
            },
          },
        );
      }
      if (!(await clientRecordExists(db, fields.client_id))) throw notFound('Client introuvable.');
      const { document } = await service.storeUpload({
        file,
        documentTypeId: fields.document_type_id,
        owner: { clientId: fields.client_id },
        uploadedByUserId: auth.userId,
        libelle: fields.libelle ?? null,
        dateDocument: fields.date_document ?? null,
      });
      const label = isDocumentTypeId(document.documentTypeId)
        ? DOCUMENT_TYPES[document.documentTypeId]
        : '';
      return toDto({ ...document, typeLabel: label, createdAt: now() });
    },

    /**
     * `deleteClientDocument`: never a quote or an invoice (409, for everyone: they are the
     * evidence of what was agreed and billed); a client deletes only what it uploaded itself, the
     * back office any other paper of a client's file. The row goes first, then the bytes.
     */
    async deleteForClient(auth: AuthContext, id: number, access: Access) {
      const document = await q.findDocumentById(db, id);
      if (!document || document.clientId === null) throw notFound('Document introuvable.');
      assertOwns(auth, access, { clientId: document.clientId });
      if (PROTECTED_TYPES.includes(document.documentTypeId)) {
        throw new AppError(
          'CONFLICT',
          document.documentTypeId === DOCUMENT_TYPE.DEVIS
            ? 'Un devis ne peut pas être supprimé : il reste au dossier comme trace de ce qui a été convenu.'
            : 'Une facture ou une attestation ne peut pas être supprimée : elle reste au dossier (une erreur se corrige par un avoir).',
        );
      }
      if (!isBackOffice(auth) && document.uploadedByUserId !== auth.userId) {
        throw new AppError(
          'FORBIDDEN',
          'Vous ne pouvez supprimer que les documents que vous avez déposés vous-même.',
        );
      }
      await q.deleteDocument(db, document.id);
      await storage.remove(keyOf(document));
      return { id: document.id, deleted: true as const };
    },

    findByFilename(
      filename: string,
      documentTypeId: number,
      conn: Db | Tx = db,
    ): Promise<StoredDocument | undefined> {
      return q.findDocumentByFilename(conn, filename, documentTypeId);
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
        folders[folder].push(toDto(row));
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
  return service;
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
