import type { AuthContext } from '../../lib/access.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import { createBrouillonsService } from '../brouillons/brouillons.service.ts';
import { createDevisService } from '../devis/devis.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createPlanningService } from '../planning/planning.service.ts';
import { createClientsService } from './clients.service.ts';

const caller = (auth: AuthContext | null) => auth as AuthContext;

/** Client records, the need flow, the public form, form counters and the call-back request. */
export function clientsHandlers(deps: ModuleDeps): HandlerMap {
  const clients = createClientsService({
    ...deps,
    devis: createDevisService(deps),
    brouillons: createBrouillonsService({ db: deps.db }),
    planning: createPlanningService(deps),
  });
  return {
    getClient: ({ auth, params }) => clients.getClient(caller(auth), params.id),
    createClient: ({ body }) => clients.createProspect(body),
    saveClient: ({ auth, body }) => clients.saveClient(caller(auth), body),
    estimateClientDevis: async ({ auth, body }) => clients.estimate(caller(auth), body),
    saveBesoin: ({ auth, body }) => clients.saveBesoin(caller(auth), body),
    addBesoin: ({ auth, body }) => clients.addBesoin(caller(auth), body),
    initClientMutuelle: ({ body }) => clients.initClientMutuelle(body),
    formulaireVue: ({ body }) => clients.formulaireVue(body.date),
    formulaireAjout: ({ auth, body }) => clients.formulaireAjout(caller(auth), body),
    clientAskRecall: ({ auth, body }) => clients.askRecall(caller(auth), body),
  };
}
