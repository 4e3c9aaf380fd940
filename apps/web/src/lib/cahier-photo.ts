import { CAHIER_PHOTO_MAX_BYTES, CAHIER_PHOTO_TYPES } from '@maisonnee/domain';

/** What a notebook's photo input accepts (the API checks the content again). */
export const CAHIER_PHOTO_ACCEPT = CAHIER_PHOTO_TYPES.join(',');

/**
 * Why a photo chosen for the notebook or a visit report would be refused (JPEG or PNG, 5 MB at
 * most), in French; null when it may be sent. The API checks its content and strips its metadata.
 */
export function cahierPhotoProblem(file: File): string | null {
  if (!(CAHIER_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return 'Choisissez une photo JPEG ou PNG.';
  }
  if (file.size > CAHIER_PHOTO_MAX_BYTES)
    return 'La photo dépasse 5 Mo : choisissez-en une plus légère.';
  return null;
}
