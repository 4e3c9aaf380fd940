import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';

/** Handlers of the interventions module (not built yet: its calls answer 501). */
export function interventionsHandlers(_deps: ModuleDeps): HandlerMap {
  return {};
}
