import type { AuthContext } from '../../lib/access.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import { createBrouillonsService } from '../brouillons/brouillons.service.ts';
import { createDevisService } from '../devis/devis.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createPlanningService } from '../planning/planning.service.ts';
import { createClientAccountsService } from '../auth/auth.service.ts';
import { createClientsBackofficeService } from './clients-backoffice.service.ts';
import { createClientsService } from './clients.service.ts';
import { createInterlocuteursService } from './interlocuteurs.service.ts';

const caller = (auth: AuthContext | null) => auth as AuthContext;

/**
 * Client records, the need flow, the public form, form counters and the call-back request; the
 * operators' search, map, deletion and comments; contacts and interlocutors.
 */
export function clientsHandlers(deps: ModuleDeps): HandlerMap {
  const planning = createPlanningService(deps);
  const clients = createClientsService({
    ...deps,
    devis: createDevisService(deps),
    brouillons: createBrouillonsService({ db: deps.db }),
    planning,
  });
  const backOffice = createClientsBackofficeService({
    db: deps.db,
    now: deps.now,
    planning,
    accounts: createClientAccountsService({
      db: deps.db,
      mailer: deps.mailer,
      now: deps.now,
      codeSecret: deps.config.jwtSecret,
      publicUrl: deps.config.publicUrl,
    }),
  });
  const people = createInterlocuteursService({ db: deps.db });
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
    searchClients: ({ body }) => backOffice.search(body),
    listClientsAround: ({ body }) => backOffice.around(body),
    listClientMapsPositions: ({ body }) => backOffice.mapPositions(body),
    listClientStatuts: () => backOffice.statuts(),
    deleteClient: ({ params }) => backOffice.deleteClient(params.id),
    addClientCommentaire: ({ auth, body }) => backOffice.addCommentaire(caller(auth), body),
    localiserClient: ({ body }) => backOffice.localiser(body),
    deleteClientCommentaire: ({ auth, params }) =>
      backOffice.deleteCommentaire(caller(auth), params.id),
    listClientInterventions: ({ auth, params, body }) =>
      backOffice.interventions(caller(auth), params.id, body),
    listClientAgentsDispos: ({ params, body }) => backOffice.agentsDispos(params.id, body),
    createClientUserAccount: ({ params, body }) => backOffice.createUserAccount(params.id, body),
    listClientContacts: ({ auth, params }) => people.listContacts(caller(auth), params.id),
    saveClientContacts: ({ auth, body }) => people.saveContacts(caller(auth), body),
    listClientInterlocuteurs: ({ auth, params }) =>
      people.listInterlocuteurs(caller(auth), params.id),
    createInterlocuteur: ({ auth, body }) => people.createInterlocuteur(caller(auth), body),
    updateInterlocuteur: ({ auth, body }) => people.updateInterlocuteur(caller(auth), body),
  };
}
