import { endpoints } from '@maisonnee/contract';
import { extname } from 'node:path';
import { readEndpointMultipart, withExtension } from '../../lib/multipart.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import { cahierBucketReaders } from '../cahier/cahier-photo-access.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createDocumentsService, type DocumentsService } from './documents.service.ts';

// Protected endpoints always have a caller: the route's preParsing hook authenticated it.
/** `attachment` or `inline`, with the name in ASCII and in UTF-8 (RFC 6266). */
function contentDisposition(isDownload: boolean, name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${isDownload ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Stored files (ARCHITECTURE §6, docs/security.md "Files"):
 * - `GET /api/documents/link` mints a link for a file the caller may read;
 * - `GET /uploads/serve-file/{payload}?grant=` serves it to whoever holds the link, for minutes,
 *   while the session it was minted for is open; an access token opens nothing here. The file
 *   goes out with the type detected at upload, under a name with that type's extension (the
 *   stored name's), and `nosniff`;
 * - `POST /api/users/profile-photo` stores the caller's photo;
 * - `POST /api/clients/documents` and `DELETE /api/clients/documents/delete/{id}` file and remove
 *   a client's papers (docs/documents-clients.md).
 */
export function documentsHandlers(
  deps: ModuleDeps,
  // The notebook's photos are read by the notebook's own rule (module cahier).
  documents: DocumentsService = createDocumentsService({
    ...deps,
    bucketReaders: cahierBucketReaders(deps.db),
  }),
): HandlerMap {
  return {
    getDocumentLink: ({ auth, query }) => documents.mintLink(auth, query),
    listClientDocuments: ({ auth, params }) =>
      documents.listForClient(auth, params.id, endpoints.listClientDocuments.access),
    uploadClientDocument: async ({ auth, request }) => {
      const { fields, file } = await readEndpointMultipart(request, endpoints.uploadClientDocument);
      // The contract marks the file required: readMultipart answered 400 without one.
      return documents.uploadForClient(auth, fields, file!, endpoints.uploadClientDocument.access);
    },
    deleteClientDocument: ({ auth, params }) =>
      documents.deleteForClient(auth, params.id, endpoints.deleteClientDocument.access),
    serveFile: async ({ params, query, reply }) => {
      const payload = params.payload;
      const { document, stream } = await documents.openForServe(payload, query.grant);
      const ext = extname(document.filename).slice(1) || 'bin';
      return reply
        .header('content-type', document.mimeType)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          contentDisposition(payload.isDownload, withExtension(document.originalName ?? '', ext)),
        )
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
    uploadProfilePhoto: async ({ auth, request }) => {
      const { file } = await readEndpointMultipart(request, endpoints.uploadProfilePhoto);
      // The contract marks the file required: readMultipart answered 400 without one.
      return documents.storeProfilePhoto(auth, file!);
    },
  };
}
