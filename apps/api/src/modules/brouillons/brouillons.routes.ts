import type { AuthContext } from '../../lib/access.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createBrouillonsService } from './brouillons.service.ts';

const caller = (auth: AuthContext | null) => auth as AuthContext;

/** The four draft calls. */
export function brouillonsHandlers(deps: ModuleDeps): HandlerMap {
  const brouillons = createBrouillonsService({ db: deps.db });
  return {
    saveBrouillon: ({ auth, body }) => brouillons.save(caller(auth), body),
    listClientBrouillons: ({ auth, params }) => brouillons.listOfClient(caller(auth), params.id),
    getBrouillon: ({ auth, params }) => brouillons.get(caller(auth), params.id),
    deleteBrouillon: ({ auth, params }) => brouillons.remove(caller(auth), params.id),
  };
}
