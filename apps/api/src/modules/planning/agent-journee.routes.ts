import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createAgentJourneeService } from './agent-journee.service.ts';

/** The agent's day and week, and « En route » (issue 25, point 4). */
export function agentJourneeHandlers(deps: ModuleDeps): HandlerMap {
  const journee = createAgentJourneeService(deps);
  return {
    getAgentJournee: ({ auth, query }) => journee.getJournee(auth, query),
    getAgentSemaine: ({ auth, query }) => journee.getSemaine(auth, query),
    signalerEnRoute: ({ auth, params, body }) =>
      journee.signalerEnRoute(auth, params.id, body ?? {}),
  };
}
