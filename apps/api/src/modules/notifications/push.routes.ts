import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';

/* STUB (issue 13, to be written): push devices and the notifications screen's extra calls. */
export function pushHandlers(_deps: ModuleDeps): HandlerMap {
  return {};
}
