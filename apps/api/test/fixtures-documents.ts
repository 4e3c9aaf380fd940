import { join } from 'node:path';
import { createDiskStorage } from '../src/adapters/storage/disk-storage.ts';
import type {
  DocumentOwner,
  GeneratedFileToStore,
} from '../src/modules/documents/documents.service.ts';
import { PDF } from './fixtures-missions.ts';
import type { TestApp } from './helper.ts';

/*
 * Fixtures of the documents tests: the storage the test app writes its files to, and an invoice's
 * PDF as the invoicing module stores it.
 */

/** The storage adapter on the test app's upload folder (to look at the bytes beside the API). */
export const uploadsOf = (t: TestApp) => createDiskStorage(join(t.config.dataDir, 'uploads'));

/** Invoice F-2026-000001's PDF of `owner`, to store with `storeGenerated`. */
export function invoicePdf(
  owner: DocumentOwner,
  uploadedByUserId: number | null,
  libelle?: string,
): GeneratedFileToStore {
  return {
    bytes: PDF,
    mimeType: 'application/pdf',
    ext: 'pdf',
    documentTypeId: 7,
    bucket: 'factures',
    namePrefix: 'facture-F-2026-000001',
    originalName: 'Facture F-2026-000001.pdf',
    owner,
    uploadedByUserId,
    ...(libelle === undefined ? {} : { libelle }),
  };
}
