import { z } from 'zod';
import { endpoint, publicAccess } from '../endpoint.ts';

const TAG = 'Fichiers';

export const filesEndpoints = {
  serveFile: endpoint({
    method: 'GET',
    path: '/uploads/serve-file/{payload}',
    summary:
      "Sert un fichier stocké ; la charge chiffrée (type, nom, téléchargement, client, agent) porte le jeton de l'appelant, vérifié pour la propriété et l'expiration.",
    tag: TAG,
    params: { payload: 'filePayload' },
    // The body is the file itself (Content-Type from its real type, Content-Disposition from
    // isDownload), not a JSON envelope: there is nothing to validate here.
    response: z.any(),
    envelope: 'data',
    access: publicAccess,
  }),
};
