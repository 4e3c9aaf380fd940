import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createBrouillonsService } from './brouillons.service.ts';

/** The four draft calls. */
export function brouillonsHandlers(deps: ModuleDeps): HandlerMap {
  const brouillons = createBrouillonsService({ db: deps.db });
  return {
    saveBrouillon: ({ auth, body }) => brouillons.save(auth, body),
    listClientBrouillons: ({ auth, params }) => brouillons.listOfClient(auth, params.id),
    getBrouillon: ({ auth, params }) => brouillons.get(auth, params.id),
    deleteBrouillon: ({ auth, params }) => brouillons.remove(auth, params.id),
  };
}
