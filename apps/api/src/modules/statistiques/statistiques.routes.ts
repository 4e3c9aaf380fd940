import { sendFile } from '../../lib/table-export.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { statistiquesService } from './statistiques.service.ts';

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
