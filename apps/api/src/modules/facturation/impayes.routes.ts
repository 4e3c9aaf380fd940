import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createImpayesService } from './impayes.service.ts';

/** The aged list of what is owed and an invoice's reminders (docs/paiements.md « Impayés et relances »). */
export function impayesHandlers(deps: ModuleDeps): HandlerMap {
  const impayes = createImpayesService(deps);
  return {
    listImpayes: ({ auth, query }) => impayes.list(auth, query),
    listFactureRelances: ({ auth, params }) => impayes.relances(auth, params.id),
  };
}
