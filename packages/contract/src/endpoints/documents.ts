import { DOCUMENT_TYPE_IDS } from '@maisonnee/domain';
import { z } from 'zod';
import { dateTimeSchema } from '../common.ts';
import { endpoint, signedIn } from '../endpoint.ts';

/*
 * Project additions for stored files (ARCHITECTURE §6, docs/security.md "Files"). They are not
 * calls of the specification: the contract test counts the 160 spec calls without them.
 */

const TAG = 'Fichiers';

/** Image types a profile photo may have (by their magic bytes). */
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A file link: the serve-file address with its grant, and when the grant ends. */
export const fileLinkSchema = z.object({
  /** Path on the API (`/uploads/serve-file/<payload>?grant=<grant>`): prefix the API's origin. */
  url: z.string(),
  expires_at: dateTimeSchema,
});
export type FileLink = z.infer<typeof fileLinkSchema>;

export const documentsEndpoints = {
  getDocumentLink: endpoint({
    method: 'GET',
    path: '/api/documents/link',
    summary:
      "Donne un lien de quelques minutes vers un fichier stocké que l'appelant peut lire (jamais son jeton d'accès).",
    tag: TAG,
    query: z.strictObject({
      document_type_id: z.coerce.number().pipe(z.literal(DOCUMENT_TYPE_IDS)),
      filename: z.string().trim().min(1).max(255),
      /** `true`: the file is sent as an attachment; `false` (default): shown in the browser. */
      is_download: z
        .enum(['true', 'false'])
        .default('false')
        .transform((value) => value === 'true'),
    }),
    response: fileLinkSchema,
    envelope: 'data',
    access: signedIn(),
  }),
  uploadProfilePhoto: endpoint({
    method: 'POST',
    path: '/api/users/profile-photo',
    summary:
      "Enregistre la photo de profil de l'appelant (JPEG, PNG ou WebP, métadonnées retirées) ; profile_photo_path désigne ensuite ce fichier.",
    tag: TAG,
    body: z.strictObject({}),
    multipart: {
      fileField: 'file',
      required: true,
      accept: PROFILE_PHOTO_TYPES,
      maxBytes: 5 * 1024 * 1024,
    },
    response: z.object({
      /** Stored name of the photo (document type 8, folder `photos`): open it with getDocumentLink. */
      profile_photo_path: z.string(),
    }),
    envelope: 'data',
    access: signedIn(),
  }),
};
