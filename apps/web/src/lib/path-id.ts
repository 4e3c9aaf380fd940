import { decryptIntId, encryptFilePayload, encryptId } from '@maisonnee/domain';
import { apiBase } from './env.ts';
import { getToken } from './session.ts';

/**
 * Ids in paths are encrypted (docs/decisions.md) with the API's ID_SECRET, which ships in the app
 * as VITE_ID_SECRET: it hides ids from casual reading only, the API's access checks remain the
 * security boundary. Without it the API's development default is used, as `npm start` does.
 */
const DEV_ID_SECRET = 'maisonnee-dev-id-secret';

export function idSecret(): string {
  const configured = import.meta.env.VITE_ID_SECRET;
  return typeof configured === 'string' && configured.length > 0 ? configured : DEV_ID_SECRET;
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

/** Address of a stored file through `/uploads/serve-file` (the payload carries the token). */
export function serveFileUrl(file: {
  documentTypeId: number;
  filename: string;
  isDownload: boolean;
  clientId: number | null;
}): string {
  const token = getToken();
  const payload = encryptFilePayload(
    { ...file, candidatId: null, ...(token ? { token } : {}) },
    idSecret(),
  );
  return `${apiBase()}/uploads/serve-file/${payload}`;
}
