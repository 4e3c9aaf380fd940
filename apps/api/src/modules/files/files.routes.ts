import type { FileServePayload } from '@maisonnee/domain';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { findDocumentByFilename } from './files.queries.ts';

/** Who may read a stored file: the back office, or the client or agent it belongs to. */
const FILE_ACCESS = { kind: 'user', roles: [1, 2, 3, 4, 5, 6], owner: 'document' } as const;

const NOT_FOUND = () => new AppError('NOT_FOUND', 'Fichier introuvable.');

/** `attachment` or `inline`, with the name in ASCII and in UTF-8 (RFC 6266). */
function contentDisposition(isDownload: boolean, name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${isDownload ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * `GET /uploads/serve-file/{payload}` (ARCHITECTURE §6): the encrypted payload names the file and
 * carries the caller's access token, so a link opened in a new tab or an external browser is
 * still checked for expiry and ownership. Without a token in the payload, the Authorization
 * header is used.
 */
export function filesHandlers(deps: ModuleDeps): HandlerMap {
  return {
    serveFile: async ({ params, reply, optionalAuth, authenticateToken }) => {
      const payload = params.payload as FileServePayload;
      const auth: AuthContext | null = payload.token
        ? await authenticateToken(payload.token)
        : await optionalAuth();
      if (!auth) throw new AppError('UNAUTHENTICATED', 'Connexion requise pour ouvrir ce fichier.');
      const document = await findDocumentByFilename(
        deps.db,
        payload.filename,
        payload.documentTypeId,
      );
      if (!document) throw NOT_FOUND();
      // The link names its owner: it must be the document's (a link cannot be re-pointed).
      if (
        (payload.clientId != null && payload.clientId !== document.clientId) ||
        (payload.candidatId != null && payload.candidatId !== document.candidatId)
      ) {
        throw NOT_FOUND();
      }
      assertOwns(auth, FILE_ACCESS, {
        clientId: document.clientId,
        candidatId: document.candidatId,
      });
      const key = `${document.bucket}/${document.filename}`;
      if (!(await deps.storage.exists(key))) throw NOT_FOUND();
      return reply
        .header('content-type', document.mimeType)
        .header(
          'content-disposition',
          contentDisposition(payload.isDownload, document.originalName ?? document.filename),
        )
        .header('cache-control', 'private, no-store')
        .send(deps.storage.stream(key));
    },
  };
}
