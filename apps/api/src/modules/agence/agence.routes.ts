import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';

/** The agency's settings (/admin/parametres, issue 24): identity, price grids, rules. */
export function agenceHandlers(_deps: ModuleDeps): HandlerMap {
  return {};
}
