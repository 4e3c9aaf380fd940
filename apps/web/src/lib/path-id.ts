import { decryptIntId, encryptId } from '@maisonnee/domain';
import { runtimeConfig } from './runtime-config.ts';

/**
 * Ids in paths are encrypted (docs/decisions.md) with the API's ID_SECRET, which the server puts in
 * the page (runtime-config.ts; VITE_ID_SECRET where it does not): it hides ids from casual reading
 * only, the API's access checks remain the security boundary. Without it the API's development
 * default is used, as `npm start` does.
 */
const DEV_ID_SECRET = 'maisonnee-dev-id-secret';

export function idSecret(): string {
  return runtimeConfig().idSecret || DEV_ID_SECRET;
}

/** An id as a path segment of an `encrypted` parameter. */
export function encryptPathId(id: number): string {
  return encryptId(id, idSecret());
}

/** An encrypted id from a link (`/documents?devis=…`); null when it is not one of ours. */
export function decryptPathId(text: string | null | undefined): number | null {
  if (!text) return null;
  return decryptIntId(text, idSecret());
}

// Links to stored files are minted by the API (file-link.ts): this key ships in the app and
// must never open a file.
