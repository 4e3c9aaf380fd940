import { decryptIntId, encryptFilePayload, encryptId } from '@maisonnee/domain';
import { apiBase } from '../../lib/env.ts';
import { getToken } from '../../lib/session.ts';

/**
 * Encrypted ids in API paths and file links. The key ships in the app (VITE_ID_SECRET, equal to
 * the API's ID_SECRET); without it, the API's development default is used, as `npm start` does.
 */
const ID_SECRET = import.meta.env.VITE_ID_SECRET || 'maisonnee-dev-id-secret';

/** A plain id as the API expects it in a path (`{id}` marked encrypted in the contract). */
export function encryptPathId(id: number): string {
  return encryptId(id, ID_SECRET);
}

/** An encrypted id from a link (`/documents?devis=…`); null when it is not one of ours. */
export function decryptPathId(text: string | null | undefined): number | null {
  if (!text) return null;
  return decryptIntId(text, ID_SECRET);
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
    ID_SECRET,
  );
  return `${apiBase()}/uploads/serve-file/${payload}`;
}
