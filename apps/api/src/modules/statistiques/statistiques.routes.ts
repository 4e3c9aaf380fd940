import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';

/** The figures an agency steers by (/admin/statistiques, issue 24) and their exports. */
export function statistiquesHandlers(_deps: ModuleDeps): HandlerMap {
  return {};
}
