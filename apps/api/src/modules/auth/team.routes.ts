import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';

/** The agency's team (/admin/equipe, issue 24): staff accounts, roles, invitations, the log. */
export function teamHandlers(_deps: ModuleDeps): HandlerMap {
  return {};
}
