import type { FastifyReply } from 'fastify';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { statistiquesService, type ExportFile } from './statistiques.service.ts';

/** A generated file, sent as a download (never cached: the figures are the agency's own). */
function sendFile(reply: FastifyReply, file: ExportFile): FastifyReply {
  return reply
    .header('content-type', file.mimeType)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.bytes));
}

/** The figures an agency steers by (/admin/statistiques, issue 24) and their exports. */
export function statistiquesHandlers(deps: ModuleDeps): HandlerMap {
  const statistiques = statistiquesService(deps);
  return {
    getStatistiques: ({ auth, query }) => statistiques.getStatistiques(auth, query),
    exportStatistiques: async ({ auth, query, reply }) =>
      sendFile(reply, await statistiques.exportStatistiques(auth, query)),
    exportEtatAnnuel: async ({ auth, query, reply }) =>
      sendFile(reply, await statistiques.exportEtatAnnuel(auth, query)),
  };
}
