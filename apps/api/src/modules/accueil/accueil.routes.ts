import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createGetAccueilClient } from './get-accueil-client.ts';

/** The family's home (issue 25, point 2; docs/accueil.md). */
export function accueilHandlers(deps: ModuleDeps): HandlerMap {
  const getAccueilClient = createGetAccueilClient(deps);
  return {
    getAccueilClient: ({ auth }) => getAccueilClient(auth),
  };
}
