import type { HandlerMap } from '../../plugins/contract-routes.ts';
import { createBrouillonsService } from '../brouillons/brouillons.service.ts';
import { createDevisService } from '../devis/devis.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createPlanningService } from '../planning/planning.service.ts';
import { createClientAccountsService } from '../auth/auth.service.ts';
import { createClientsBackofficeService } from './clients-backoffice.service.ts';
import { createClientsService } from './clients.service.ts';
import { createInterlocuteursService } from './interlocuteurs.service.ts';

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
    config: deps.config,
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
    getClient: ({ auth, params }) => clients.getClient(auth, params.id),
    createClient: ({ body }) => clients.createProspect(body),
    saveClient: ({ auth, body }) => clients.saveClient(auth, body),
    estimateClientDevis: async ({ auth, body }) => clients.estimate(auth, body),
    saveBesoin: ({ auth, body }) => clients.saveBesoin(auth, body),
    addBesoin: ({ auth, body }) => clients.addBesoin(auth, body),
    initClientMutuelle: ({ body }) => clients.initClientMutuelle(body),
    formulaireVue: ({ body }) => clients.formulaireVue(body.date),
    formulaireAjout: ({ auth, body }) => clients.formulaireAjout(auth, body),
    clientAskRecall: ({ auth, body }) => clients.askRecall(auth, body),
    searchClients: ({ body }) => backOffice.search(body),
    listClientsAround: ({ body }) => backOffice.around(body),
    listClientMapsPositions: ({ body }) => backOffice.mapPositions(body),
    listClientStatuts: () => backOffice.statuts(),
    deleteClient: ({ params }) => backOffice.deleteClient(params.id),
    addClientCommentaire: ({ auth, body }) => backOffice.addCommentaire(auth, body),
    localiserClient: ({ body }) => backOffice.localiser(body),
    deleteClientCommentaire: ({ auth, params }) => backOffice.deleteCommentaire(auth, params.id),
    listClientInterventions: ({ auth, params, body }) =>
      backOffice.interventions(auth, params.id, body),
    listClientAgentsDispos: ({ params, body }) => backOffice.agentsDispos(params.id, body),
    createClientUserAccount: ({ params, body }) => backOffice.createUserAccount(params.id, body),
    listClientContacts: ({ auth, params }) => people.listContacts(auth, params.id),
    saveClientContacts: ({ auth, body }) => people.saveContacts(auth, body),
    listClientInterlocuteurs: ({ auth, params }) => people.listInterlocuteurs(auth, params.id),
    createInterlocuteur: ({ auth, body }) => people.createInterlocuteur(auth, body),
    updateInterlocuteur: ({ auth, body }) => people.updateInterlocuteur(auth, body),
  };
}
