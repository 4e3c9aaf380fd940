import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { readAgencySettings } from './agency-settings.ts';

/**
 * The agency's rules in force (`getReglesAgence`), for any signed-in screen that shows or applies
 * one (issue 24, docs/agence.md). Administrators set them in /admin/parametres.
 */
export function reglesHandlers(deps: ModuleDeps): HandlerMap {
  return {
    getReglesAgence: async () => (await readAgencySettings(deps.db, deps.config)).rules,
  };
}
