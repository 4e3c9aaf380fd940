import type { AuthContext } from '../../lib/access.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createMissionsService } from './missions.service.ts';

// Protected endpoints always have a caller: the route's preParsing hook authenticated it.
const caller = (auth: AuthContext | null) => auth as AuthContext;

/** Missions (section 7) and the "no agent available" alert. */
export function missionsHandlers(deps: ModuleDeps): HandlerMap {
  const s = createMissionsService(deps);
  return {
    listMissionsAPlanifier: ({ body }) => s.listAPlanifier(body),
    listMissionAgentsDispos: ({ params, body }) => s.agentsDispos(params.missionId, body),
    createInterventionsForMission: ({ params, body }) =>
      s.createInterventionsForMission(params.missionId, params.agentId, body),
    createMission: ({ body }) => s.createMission(body),
    getMission: ({ auth, params }) => s.getMission(caller(auth), params.id),
    listMissionsActives: ({ auth, params }) => s.listMissionsActives(caller(auth), params.clientId),
    listMissionInterventions: ({ auth, params, body }) =>
      s.listMissionInterventions(caller(auth), params.missionId, body),
    alerteNoAgentDispo: ({ auth, params, body }) =>
      s.alerteNoAgentDispo(caller(auth), params.missionId, body),
  };
}
