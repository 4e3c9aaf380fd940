import type { FileServePayload } from '@maisonnee/domain';
import { AppError } from '../../lib/app-error.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createDocumentsService, type DocumentsService } from './documents.service.ts';

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
export function documentsHandlers(
  deps: ModuleDeps,
  documents: DocumentsService = createDocumentsService(deps),
): HandlerMap {
  return {
    serveFile: async ({ params, reply, optionalAuth, authenticateToken }) => {
      const payload = params.payload as FileServePayload;
      const auth = payload.token ? await authenticateToken(payload.token) : await optionalAuth();
      if (!auth) throw new AppError('UNAUTHENTICATED', 'Connexion requise pour ouvrir ce fichier.');
      const { document, stream } = await documents.openForServe(auth, payload);
      return reply
        .header('content-type', document.mimeType)
        .header(
          'content-disposition',
          contentDisposition(payload.isDownload, document.originalName ?? document.filename),
        )
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  };
}
