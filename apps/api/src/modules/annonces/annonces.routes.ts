import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createAnnoncesService } from './annonces.service.ts';

/** Job posts and the interest shown in them (docs/recrutement.md). */
export function annoncesHandlers(deps: ModuleDeps): HandlerMap {
  const annonces = createAnnoncesService({
    db: deps.db,
    config: deps.config,
    now: deps.now,
    candidatureSecret: deps.config.jwtSecret,
  });
  return {
    createAnnonce: ({ auth, body }) => annonces.create(auth, body),
    updateAnnonce: ({ body }) => annonces.update(body),
    listMissionsAnnonces: ({ body }) => annonces.list(body),
    listAnnonceMapsPositions: ({ body }) => annonces.mapPositions(body),
    listAnnoncesAround: ({ auth, body }) => annonces.around(auth, body),
    listActiveAllAnnoncesAround: ({ body }) => annonces.activeAllAround(body),
    getJobArround: ({ auth, query }) => annonces.jobAround(auth, query),
    listAnnoncesPubliques: ({ body }) => annonces.publiques(body),
    declareAnnonceInteret: ({ auth, body }) => annonces.declareAgent(auth, body),
    declareCandidatureInteret: ({ body }) => annonces.declareCandidature(body),
  };
}
