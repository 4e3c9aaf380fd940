import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';

/* STUB (issue 13, to be written): usage logs log/session, log/visited-page, log/event. */
export function trackingHandlers(_deps: ModuleDeps): HandlerMap {
  return {};
}
