import type { Storage } from '../../adapters/storage/disk-storage.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createClientDocumentsService } from './client-documents.service.ts';
import { assertCanRead } from './document-access.ts';
import { createDocumentStore } from './document-store.ts';
import { createFileLinksService, type BucketReaders } from './file-links.service.ts';
import { createProfilePhotoUploadService } from './profile-photo-upload.service.ts';

export {
  BACK_OFFICE_UPLOAD_TYPES,
  CLIENT_UPLOAD_TYPES,
  type ClientUploadFields,
} from './client-documents.service.ts';
export { DOCUMENT_READ_ACCESS, PHOTO_BUCKET, type Reader } from './document-access.ts';
export type {
  DocumentOwner,
  FileRef,
  GeneratedFileToStore,
  StoredDocument,
  UploadToStore,
  WithinDocument,
} from './document-store.ts';
export type { BucketReader, BucketReaders, FileLink, GrantedFile } from './file-links.service.ts';

/*
 * Stored documents (ARCHITECTURE §6): the only owner of the `documents` table and of the files in
 * the storage adapter. Other modules hand it a checked upload or a file they generated (the signed
 * quote, invoices, contracts) and get back the document row; the bytes and the row are saved
 * together or not at all (document-store.ts). The operations of the routes live in their own
 * files: a client's folder, file links, the profile photo; this gathers them.
 */

export interface DocumentsServiceDeps {
  db: Db;
  storage: Storage;
  /** Needed only to mint and check file links (the routes of this module pass them). */
  config?: Pick<AppConfig, 'idSecret' | 'fileLinkSecret' | 'fileLinkTtlSeconds'>;
  now?: () => Date;
  /** Buckets another module's rule opens (the notebook's photos): see file-links.service.ts. */
  bucketReaders?: BucketReaders;
}

export function createDocumentsService({ now = () => new Date(), ...deps }: DocumentsServiceDeps) {
  const store = createDocumentStore(deps);
  const clientDocuments = createClientDocumentsService({ ...deps, now });
  const links = createFileLinksService({ ...deps, now });
  const photos = createProfilePhotoUploadService(deps);
  return {
    // What other modules ask: store, read and remove their files.
    storeUpload: store.storeUpload,
    storeGenerated: store.storeGenerated,
    replaceGenerated: store.replaceGenerated,
    findById: store.findById,
    findByFilename: store.findByFilename,
    read: store.read,
    stream: store.stream,
    remove: store.remove,
    assertCanRead,
    // The routes' operations, each checking its caller first.
    listForClient: clientDocuments.listForClient,
    uploadForClient: clientDocuments.uploadForClient,
    deleteForClient: clientDocuments.deleteForClient,
    mintLink: links.mintLink,
    mintGrantedLink: links.mintGrantedLink,
    openForServe: links.openForServe,
    storeProfilePhoto: photos.storeProfilePhoto,
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
