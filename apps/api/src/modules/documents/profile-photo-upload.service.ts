import { endpoints } from '@maisonnee/contract';
import { DOCUMENT_TYPE } from '@maisonnee/domain';
import type { Storage } from '../../adapters/storage/disk-storage.ts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { recordProfilePhoto } from '../auth/profile-photo.service.ts';
import { PHOTO_BUCKET } from './document-access.ts';
import { createDocumentStore } from './document-store.ts';

/*
 * `POST /api/users/profile-photo`: the caller's own photo, stored in the photos' bucket (read by
 * anyone signed in, document-access.ts) and named as the caller's photo by auth, together.
 */

export function createProfilePhotoUploadService(deps: { db: Db; storage: Storage }) {
  const store = createDocumentStore(deps);
  return {
    /**
     * Stores the caller's profile photo (metadata stripped) and points their
     * `profile_photo_path` at it, in one transaction.
     */
    async storeProfilePhoto(auth: AuthContext, file: UploadedFile) {
      assertCaller(auth, endpoints.uploadProfilePhoto.access);
      const { document } = await store.storeUpload(
        {
          file,
          documentTypeId: DOCUMENT_TYPE.AUTRE,
          bucket: PHOTO_BUCKET,
          owner: {},
          uploadedByUserId: auth.userId,
        },
        (tx, stored) => recordProfilePhoto(tx, auth.userId, stored.filename),
      );
      return { profile_photo_path: document.filename };
    },
  };
}
