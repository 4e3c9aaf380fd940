import { endpoints } from '@maisonnee/contract';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createFacturesService } from './factures.service.ts';

// Protected endpoints always have a caller: the route's hook has authenticated it.
/** Invoices and credit notes (docs/facturation.md). */
export function facturesHandlers(deps: ModuleDeps): HandlerMap {
  const factures = createFacturesService(deps);
  return {
    getFacture: ({ auth, params }) =>
      factures.getFacture(auth, params.id, endpoints.getFacture.access),
    listFactures: ({ query }) => factures.listFactures(query),
    listClientFactures: ({ auth, params, body }) =>
      factures.listClientFactures(auth, params.id, body, endpoints.listClientFactures.access),
    createFacture: ({ auth, body }) => factures.createFacture(auth, body),
    genererFacturesMois: ({ auth, body }) => factures.genererFacturesMois(auth, body),
    genererFactures: ({ auth, body }) => factures.genererFactures(auth, body),
    updateFacture: ({ auth, body }) => factures.updateFacture(auth, body),
    createAvoir: ({ auth, body }) => factures.createAvoir(auth, body),
    sendFacture: ({ auth, body }) => factures.sendFacture(auth, body),
  };
}
