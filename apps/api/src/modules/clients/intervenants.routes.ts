import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createIntervenantsService } from './intervenants.service.ts';

/** The family's agents: list, profile, preference (docs/intervenants.md). */
export function intervenantsHandlers(deps: ModuleDeps): HandlerMap {
  const intervenants = createIntervenantsService(deps);
  return {
    listMesIntervenants: ({ auth }) => intervenants.list(auth),
    getIntervenantProfil: ({ auth, params }) => intervenants.get(auth, params.candidatId),
    setIntervenantPreference: ({ auth, params, body }) =>
      intervenants.setPreference(auth, params.candidatId, body),
  };
}
