import { endpoints } from '@maisonnee/contract';
import { encryptFilePayload, type FileServePayload } from '@maisonnee/domain';
import type { Storage } from '../../adapters/storage/disk-storage.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import { assertCanRead, type Reader } from './document-access.ts';
import { createDocumentStore, type StoredDocument } from './document-store.ts';
import * as q from './documents.queries.ts';
import { signFileGrant, verifyFileGrant } from './file-link.ts';

/*
 * File links (ARCHITECTURE §6, docs/security.md "Files"): minted for a file the caller may read,
 * they open it for minutes to whoever holds them, while the session they were minted for is open.
 */

/** A file link: the serve-file path with its grant, and when the grant ends. */
export interface FileLink {
  url: string;
  expires_at: string;
}

export interface FileLinksDeps {
  db: Db;
  storage: Storage;
  /** Needed only to mint and check file links (the routes of this module pass them). */
  config?: Pick<AppConfig, 'idSecret' | 'fileLinkSecret' | 'fileLinkTtlSeconds'>;
  now: () => Date;
  /**
   * Buckets whose files another module's rule opens (the notebook's photos, module cahier): the
   * check answers whether the reader may read that file; the owner rule is not used for them.
   */
  bucketReaders?: BucketReaders;
}

/** Whether a reader may read a file of a bucket another module's rule governs. */
export type BucketReader = (reader: Reader, document: StoredDocument) => Promise<boolean>;
export type BucketReaders = Readonly<Record<string, BucketReader>>;

/** What a grant needs of a document the calling module already let its reader see. */
export type GrantedFile = Pick<
  StoredDocument,
  'id' | 'documentTypeId' | 'filename' | 'clientId' | 'candidatId'
>;

/** The answer to any link that does not open its file: expired, altered, for another file, or its session ended. */
const linkRefused = () =>
  new AppError(
    'UNAUTHENTICATED',
    "Ce lien de fichier n'est plus valable : rouvrez le document depuis l'application.",
  );

export function createFileLinksService(deps: FileLinksDeps) {
  const { db, config, now, bucketReaders = {} } = deps;
  const store = createDocumentStore(deps);

  /** The document when the reader may read it: its bucket's own rule, else the owner rule. */
  async function assertReadable(reader: Reader, document: StoredDocument | undefined) {
    const bucketReader = document ? bucketReaders[document.bucket] : undefined;
    if (!document || !bucketReader) return assertCanRead(reader, document);
    if (!(await bucketReader(reader, document))) {
      throw forbidden("Vous n'avez pas accès à ce fichier.");
    }
    return document;
  }

  /** Signs the grant of one file for the caller's session and builds its serve-file link. */
  async function linkTo(
    auth: Pick<AuthContext, 'userId' | 'sessionId'>,
    document: GrantedFile,
    isDownload: boolean,
  ): Promise<FileLink> {
    const { idSecret, fileLinkSecret, fileLinkTtlSeconds } = linkConfig();
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
        isDownload,
        clientId: document.clientId,
        candidatId: document.candidatId,
      },
      idSecret,
    );
    return {
      url: `/uploads/serve-file/${payload}?grant=${token}`,
      expires_at: expiresAt.toISOString(),
    };
  }

  function linkConfig() {
    if (!config) throw new Error('createDocumentsService: file links need the config');
    return config;
  }

  /**
   * The session a grant was minted for, while it is still open (sign-out, password change or
   * reset and deactivation end it) for the user it names and that user is active; else 401.
   */
  async function openSessionOf(grant: { userId: number; sessionId: string }, at: Date) {
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
    return holder;
  }

  return {
    /**
     * A link to a file the caller may read (ARCHITECTURE §6): the payload names the file, the
     * grant opens it for FILE_LINK_TTL_SECONDS to this caller's session only.
     */
    async mintLink(
      auth: AuthContext,
      file: { document_type_id: number; filename: string; is_download: boolean },
    ): Promise<FileLink> {
      assertCaller(auth, endpoints.getDocumentLink.access);
      const document = await assertReadable(
        auth,
        await q.findDocumentByFilename(db, file.filename, file.document_type_id),
      );
      return linkTo(auth, document, file.is_download);
    },

    /**
     * A link to a file another module has just let this caller see with its own rule (the
     * notebook's photos): serve-file checks that rule again, through `bucketReaders`.
     */
    mintGrantedLink(
      auth: Pick<AuthContext, 'userId' | 'sessionId'>,
      document: GrantedFile,
    ): Promise<FileLink> {
      return linkTo(auth, document, false);
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
      const holder = await openSessionOf(grant, at);
      const document = await assertReadable({ ...holder, roles: holder.roles ?? [] }, found);
      const stream = await store.stream(document);
      if (!stream) throw notFound('Fichier introuvable.');
      return { document, stream };
    },
  };
}
