import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';

/** The recruitment back office: candidate files, searches, documents, review (docs/recrutement.md). */
export function recrutementHandlers(_deps: ModuleDeps): HandlerMap {
  return {};
}
