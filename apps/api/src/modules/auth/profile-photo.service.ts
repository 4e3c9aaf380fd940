import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as q from './profile-photo.queries.ts';

/*
 * The profile photo is shown to other people (an agent's photo to the clients who choose them), so
 * `profile_photo_path` only ever names a photo the user uploaded: the documents module stores the
 * upload (metadata stripped) and calls this, in the transaction that records the file.
 * `users/update` refuses the field (auth.routes.ts).
 */

/** Records `path` (a stored photo's name) as the user's profile photo. */
export function recordProfilePhoto(conn: Db | Tx, userId: number, path: string): Promise<void> {
  return q.updateProfilePhotoPath(conn, userId, path);
}

/**
 * `users/update` may not set the photo: any string there (a tracking pixel, another user's file)
 * was shown to others. 400 VALIDATION_FAILED naming the field; the upload call sets it.
 */
export function assertNoProfilePhotoPath<T extends object>(changes: T): T {
  if ('profile_photo_path' in changes && changes.profile_photo_path !== undefined) {
    throw new AppError('VALIDATION_FAILED', 'La photo de profil se change en envoyant une image.', {
      fields: {
        profile_photo_path: 'Envoyez la photo par POST /api/users/profile-photo.',
      },
    });
  }
  return changes;
}
