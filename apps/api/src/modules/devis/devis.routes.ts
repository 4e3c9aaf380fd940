import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';

/** Handlers of the devis module (not built yet: its calls answer 501). */
export function devisHandlers(_deps: ModuleDeps): HandlerMap {
  return {};
}
