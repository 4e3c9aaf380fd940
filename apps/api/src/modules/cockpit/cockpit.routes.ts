import type { AuthContext } from '../../lib/access.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createCockpitCommercialService } from './cockpit-commercial.service.ts';

// Protected endpoints always have a caller: the route's preParsing hook authenticated it.
const caller = (auth: AuthContext | null) => auth as AuthContext;

/** The commercial cockpit: its two calls of section 7 and the project's own (docs/cockpit.md). */
export function cockpitHandlers(deps: ModuleDeps): HandlerMap {
  const commercial = createCockpitCommercialService(deps);
  return {
    listCockpitCommercial: ({ auth, query, body }) => commercial.list(caller(auth), query, body),
    affectTacheCommercial: ({ auth, body }) => commercial.affect(caller(auth), body),
    countCockpitCommercial: ({ auth }) => commercial.counts(caller(auth)),
    traiterTacheCommercial: ({ auth, body }) => commercial.traiter(caller(auth), body),
    listRemplacementsCommercial: ({ auth, body }) => commercial.remplacements(caller(auth), body),
    reaffecterInterventionCommercial: ({ body }) => commercial.reaffecter(body),
    transmettrePlanningClient: ({ auth, body }) =>
      commercial.transmettrePlanning(caller(auth), body),
  };
}
