import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';

/** Job posts and the interest shown in them (docs/recrutement.md). */
export function annoncesHandlers(_deps: ModuleDeps): HandlerMap {
  return {};
}
