import { WithExtras, type HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createScenariosAdminService } from './scenarios-admin.service.ts';
import { createScenariosService } from './scenarios.service.ts';

/**
 * Scenarios: the public proposals screen's data and the client's acceptance; the back office
 * composes and lists proposals; the planned billing of a proposal.
 */
export function scenariosHandlers(deps: ModuleDeps): HandlerMap {
  const scenarios = createScenariosService(deps);
  const admin = createScenariosAdminService(deps);
  return {
    listClientScenarios: ({ params, query, optionalAuth }) =>
      scenarios.listForClient(params.id, query.token, optionalAuth),
    createInterventionsFromScenario: ({ auth, body }) => scenarios.accept(auth, body.scenario_id),
    createScenarios: async ({ auth, body }) => {
      const created = await admin.create(auth, body);
      return new WithExtras(created.scenarios, { envoi: created.envoi });
    },
    listClientScenariosAdmin: ({ params }) => admin.listForClient(params.id),
    getScenarioFacturation: ({ auth, params }) => admin.facturation(auth, params.id),
  };
}
