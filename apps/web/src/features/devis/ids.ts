import { decryptIntId, encryptFilePayload } from '@maisonnee/domain';
import { encryptPathId, idSecret } from '../../lib/path-id.ts';
import { apiBase } from '../../lib/env.ts';
import { getToken } from '../../lib/session.ts';

/** Encrypted ids in API paths and file links, with the key of `lib/path-id.ts`. */
const ID_SECRET = idSecret();

export { encryptPathId };

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
