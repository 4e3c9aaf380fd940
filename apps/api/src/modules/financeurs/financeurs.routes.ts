import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createFinanceursService } from './financeurs.service.ts';

/** Third-party payers and clients' funding plans (docs/facturation.md). */
export function financeursHandlers(deps: ModuleDeps): HandlerMap {
  const financeurs = createFinanceursService(deps);
  return {
    listFinanceurs: ({ auth }) => financeurs.list(auth),
    createFinanceur: ({ auth, body }) => financeurs.create(auth, body),
    updateFinanceur: ({ auth, body }) => financeurs.update(auth, body),
    listClientPrisesEnCharge: ({ auth, params }) => financeurs.listOfClient(auth, params.id),
    createPriseEnCharge: ({ auth, body }) => financeurs.createPlan(auth, body),
    updatePriseEnCharge: ({ auth, body }) => financeurs.updatePlan(auth, body),
  };
}
