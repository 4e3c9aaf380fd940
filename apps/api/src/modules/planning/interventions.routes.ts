import { endpoints } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createInterventionsService } from './interventions.service.ts';

// Protected endpoints always have a caller: the route's preParsing hook authenticated it.
const caller = (auth: AuthContext | null) => auth as AuthContext;

/** Interventions and reviews (section 7), except create-from-scenario-app (scenarios module). */
export function interventionsHandlers(deps: ModuleDeps): HandlerMap {
  const s = createInterventionsService(deps);
  return {
    createInterventionsClient: ({ auth, body }) => s.createInterventionsClient(caller(auth), body),
    createIntervention: ({ auth, body }) => s.createIntervention(caller(auth), body),
    saveIntervention: ({ auth, body }) => s.saveIntervention(caller(auth), body),
    updateIntervention: ({ auth, body }) => s.updateIntervention(caller(auth), body),
    editInterventionClient: ({ auth, body }) => s.editInterventionClient(caller(auth), body),
    getIntervention: ({ auth, params }) =>
      s.getIntervention(caller(auth), params.id, endpoints.getIntervention.access),
    getInterventionNoMission: ({ auth, params }) =>
      s.getIntervention(caller(auth), params.id, endpoints.getInterventionNoMission.access),
    listInterventionsByMission: ({ auth, params }) =>
      s.listByMission(caller(auth), params.missionId, endpoints.listInterventionsByMission.access),
    deleteIntervention: ({ auth, params }) => s.deleteIntervention(caller(auth), params.id),
    deleteInterventionSerie: ({ auth, params }) =>
      s.deleteInterventionSerie(caller(auth), params.id, params.dtDispoClientId),
    cancelInterventionClient: ({ auth, params, body }) =>
      s.cancelInterventionClient(caller(auth), params.id, body),
    pointageDebutIntervention: ({ auth, body }) => s.pointageDebut(caller(auth), body),
    pointageFinIntervention: ({ auth, body }) => s.pointageFin(caller(auth), body),
    prolongationIntervention: ({ auth, body }) => s.prolongDirectly(caller(auth), body),
    askProlongationIntervention: ({ auth, body }) => s.askProlongation(caller(auth), body),
    sendReponseProlongation: ({ auth, body }) => s.answerProlongation(caller(auth), body),
    getProlongationIntervention: ({ auth, params }) =>
      s.getProlongation(caller(auth), params.interventionId),
    getInterventionsAgentAVenir: ({ auth, body }) => s.listAgentAVenir(caller(auth), body),
    getInterventionAgentEnCours: ({ auth, body }) => s.getAgentEnCours(caller(auth), body),
    listEventsClient: ({ auth, params, body }) =>
      s.listEventsClient(caller(auth), params.clientId, body),
    getAbsencesAgent: ({ auth, params, body }) =>
      s.getAbsencesAgent(caller(auth), params.candidatId, body),
    notifyInterventionsClient: ({ body }) => s.notifyInterventions(body, 'client'),
    notifyInterventionsAgent: ({ body }) => s.notifyInterventions(body, 'agent'),
    createInterventionAvis: ({ auth, body }) => s.createAvis(caller(auth), body),
    getInterventionAvis: ({ auth, params }) => s.getAvis(caller(auth), params.id),
    listAgentAvis: ({ params }) => s.listAgentAvis(params.id),
  };
}
