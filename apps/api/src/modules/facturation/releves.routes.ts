import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createRelevesService, type RelevesService } from './releves.service.ts';

// Protected endpoints always have a caller: the route's preParsing hook authenticated it.
/** The monthly timesheet (docs/releves.md) and `client/savedepassement`. */
export function relevesHandlers(
  deps: ModuleDeps,
  releves: RelevesService = createRelevesService(deps),
): HandlerMap {
  return {
    listRelevePeriodes: ({ auth, params }) => releves.listPeriodes(auth, params.id),
    getReleve: ({ auth, params, query }) => releves.getReleve(auth, params.id, query),
    confirmReleve: ({ auth, body }) => releves.confirm(auth, body),
    contestReleveLigne: ({ auth, body }) => releves.contest(auth, body),
    corrigerReleveLigne: ({ auth, body }) => releves.corriger(auth, body),
    listReleves: ({ query }) => releves.list(query),
    saveDepassement: ({ auth, body }) => releves.saveDepassement(auth, body),
  };
}
