import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createAccesService } from './acces.service.ts';

/** The family's access instructions and door code (issue 25, point 4). */
export function accesHandlers(deps: ModuleDeps): HandlerMap {
  const acces = createAccesService(deps);
  return {
    getClientAcces: ({ auth }) => acces.getAcces(auth),
    updateClientAcces: ({ auth, body }) => acces.updateAcces(auth, body),
  };
}
