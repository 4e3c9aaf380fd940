import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';

/** The public application (docs/recrutement.md). */
export function candidatureHandlers(_deps: ModuleDeps): HandlerMap {
  return {};
}
