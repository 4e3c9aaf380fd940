import { z } from 'zod';
import { endpoint, publicAccess } from '../endpoint.ts';

const TAG = 'Fichiers';

export const filesEndpoints = {
  serveFile: endpoint({
    method: 'GET',
    path: '/uploads/serve-file/{payload}',
    summary:
      "Sert un fichier stocké ; la charge chiffrée nomme le fichier (type, nom, téléchargement, client, agent) et `grant`, délivré par GET /api/documents/link, l'ouvre pour quelques minutes.",
    tag: TAG,
    params: { payload: 'filePayload' },
    // The grant minted by getDocumentLink (docs/security.md, "Files"); without it: 401.
    query: z.strictObject({ grant: z.string().max(2048).optional() }),
    // The body is the file itself (Content-Type from its real type, Content-Disposition from
    // isDownload), not a JSON envelope: there is nothing to validate here.
    response: z.any(),
    envelope: 'data',
    access: publicAccess,
  }),
};
