import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';

/* STUB (issue 13, to be written): the messaging calls (docs/messagerie.md). */
export function messagingHandlers(_deps: ModuleDeps): HandlerMap {
  return {};
}
