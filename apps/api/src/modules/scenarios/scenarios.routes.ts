import type { AuthContext } from '../../lib/access.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createScenariosService } from './scenarios.service.ts';

const caller = (auth: AuthContext | null) => auth as AuthContext;

/** Scenarios: the public proposals screen's data and the client's acceptance. */
export function scenariosHandlers(deps: ModuleDeps): HandlerMap {
  const scenarios = createScenariosService(deps);
  return {
    listClientScenarios: ({ params, query, optionalAuth }) =>
      scenarios.listForClient(params.id, query.token, optionalAuth),
    createInterventionsFromScenario: ({ auth, body }) =>
      scenarios.accept(caller(auth), body.scenario_id),
  };
}
