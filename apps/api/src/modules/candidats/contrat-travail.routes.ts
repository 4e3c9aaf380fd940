import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';

/** Work contracts: sent, signed by the candidate, countersigned (docs/recrutement.md). */
export function contratTravailHandlers(_deps: ModuleDeps): HandlerMap {
  return {};
}
