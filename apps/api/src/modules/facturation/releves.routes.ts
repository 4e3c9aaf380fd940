import type { AuthContext } from '../../lib/access.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createRelevesService, type RelevesService } from './releves.service.ts';

// Protected endpoints always have a caller: the route's preParsing hook authenticated it.
const caller = (auth: AuthContext | null) => auth as AuthContext;

/** The monthly timesheet (docs/releves.md) and `client/savedepassement`. */
export function relevesHandlers(
  deps: ModuleDeps,
  releves: RelevesService = createRelevesService(deps),
): HandlerMap {
  return {
    listRelevePeriodes: ({ auth, params }) => releves.listPeriodes(caller(auth), params.id),
    getReleve: ({ auth, params, query }) => releves.getReleve(caller(auth), params.id, query),
    confirmReleve: ({ auth, body }) => releves.confirm(caller(auth), body),
    contestReleveLigne: ({ auth, body }) => releves.contest(caller(auth), body),
    corrigerReleveLigne: ({ auth, body }) => releves.corriger(caller(auth), body),
    listReleves: ({ query }) => releves.list(query),
    saveDepassement: ({ auth, body }) => releves.saveDepassement(caller(auth), body),
  };
}
