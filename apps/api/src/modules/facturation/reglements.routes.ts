import { endpoints } from '@maisonnee/contract';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createReglementsService } from '../paiements/reglements.service.ts';
import { createFactureHistoriqueService } from './facture-historique.service.ts';
import { invoicesForPayments } from './factures-payment.service.ts';
import { listClientFacturesOuvertes } from './factures-reste.ts';

/**
 * The payment ledger (docs/paiements.md): the paiements module writes it, reaching invoices
 * through the port this module hands it; an invoice's history is read here.
 */
export function reglementsHandlers(deps: ModuleDeps): HandlerMap {
  const reglements = createReglementsService(deps, invoicesForPayments);
  const historique = createFactureHistoriqueService(deps);
  return {
    createReglement: ({ auth, body }) => reglements.record(auth, body),
    imputerAvoirClient: ({ auth, body }) => reglements.allocateCredit(auth, body),
    annulerReglement: ({ auth, body }) => reglements.cancel(auth, body),
    listClientReglements: ({ auth, params }) =>
      reglements.listOfClient(auth, params.id, endpoints.listClientReglements.access),
    getFactureHistorique: ({ auth, params }) => historique.historique(auth, params.id),
    listClientFacturesOuvertes: ({ auth, params }) =>
      listClientFacturesOuvertes(deps.db, auth, params.id),
  };
}
