import { endpoints } from '@maisonnee/contract';
import { readEndpointMultipart } from '../../lib/multipart.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import type { CahierDeps } from './cahier-common.ts';
import { createCahierEntreesService } from './cahier-entrees.service.ts';
import { createCahierRapportService } from './cahier-rapport.service.ts';
import { createCahierTachesService } from './cahier-taches.service.ts';

/**
 * The visit report and the liaison notebook (docs/cahier.md): the tasks of a mission's visits,
 * the report of a visit at check-out, the notebook and its messages. The photo (JPEG or PNG by its
 * content, 5 MB) is checked by `readEndpointMultipart` before anything is stored.
 */
export function cahierHandlers(deps: ModuleDeps): HandlerMap {
  const cahierDeps: CahierDeps = {
    db: deps.db,
    storage: deps.storage,
    config: deps.config,
    now: deps.now,
  };
  const taches = createCahierTachesService(cahierDeps);
  const rapport = createCahierRapportService(cahierDeps);
  const entrees = createCahierEntreesService(cahierDeps);
  return {
    listMissionTaches: ({ auth, params }) => taches.list(auth, params.missionId),
    saveMissionTaches: ({ auth, params, body }) => taches.save(auth, params.missionId, body.taches),
    sendRapportVisite: async ({ auth, params, request }) => {
      const { fields, file } = await readEndpointMultipart(request, endpoints.sendRapportVisite);
      return rapport.send(auth, params.id, { ...fields, photo: file });
    },
    getCahier: ({ auth, params, query }) => entrees.get(auth, params.missionId, query.page),
    postCahierEntree: async ({ auth, params, request }) => {
      const { fields, file } = await readEndpointMultipart(request, endpoints.postCahierEntree);
      return entrees.post(auth, params.missionId, { ...fields, photo: file });
    },
  };
}
