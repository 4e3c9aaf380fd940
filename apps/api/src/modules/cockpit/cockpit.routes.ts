import { ROLE_GROUPS } from '@maisonnee/domain';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import { listActiveTeamMembers } from '../auth/team.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createCockpitCommercialService } from './cockpit-commercial.service.ts';
import { createCockpitRecrutementService } from './cockpit-recrutement.service.ts';

/**
 * The commercial and recruitment cockpits: their calls of the specification and the project's
 * own (docs/cockpit.md).
 */
export function cockpitHandlers(deps: ModuleDeps): HandlerMap {
  const commercial = createCockpitCommercialService(deps);
  const recrutement = createCockpitRecrutementService(deps);
  return {
    listCockpitCommercial: ({ auth, query, body }) => commercial.list(auth, query, body),
    affectTacheCommercial: ({ auth, body }) => commercial.affect(auth, body),
    countCockpitCommercial: ({ auth }) => commercial.counts(auth),
    traiterTacheCommercial: ({ auth, body }) => commercial.traiter(auth, body),
    listRemplacementsCommercial: ({ auth, body }) => commercial.remplacements(auth, body),
    reaffecterInterventionCommercial: ({ body }) => commercial.reaffecter(body),
    // The colleagues a task can be given to: the commercial team (affect-tache checks the same).
    listEquipeCommercial: () => listActiveTeamMembers(deps.db, ROLE_GROUPS.COMMERCIAL),
    transmettrePlanningClient: ({ auth, body }) => commercial.transmettrePlanning(auth, body),
    listCockpitRecrutement: ({ auth, query, body }) => recrutement.list(auth, query, body),
    affectTacheRecrutement: ({ auth, body }) => recrutement.affect(auth, body),
    markCockpitNoteTraitee: ({ auth, body }) => recrutement.traiter(auth, body),
    countCockpitRecrutement: ({ auth }) => recrutement.counts(auth),
    listEquipeRecrutement: () => recrutement.equipe(),
    reopenTacheRecrutement: ({ auth, body }) => recrutement.reopen(auth, body),
  };
}
