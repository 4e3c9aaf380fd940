import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';

/** Handlers of the brouillons module (not built yet: its calls answer 501). */
export function brouillonsHandlers(_deps: ModuleDeps): HandlerMap {
  return {};
}
