import { endpoints } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createFacturesService } from './factures.service.ts';

// Protected endpoints always have a caller: the route's hook has authenticated it.
const caller = (auth: AuthContext | null) => auth as AuthContext;

/** Invoices and credit notes (docs/facturation.md). */
export function facturesHandlers(deps: ModuleDeps): HandlerMap {
  const factures = createFacturesService(deps);
  return {
    getFacture: ({ auth, params }) =>
      factures.getFacture(caller(auth), params.id, endpoints.getFacture.access),
    listFactures: ({ query }) => factures.listFactures(query),
    listClientFactures: ({ auth, params, body }) =>
      factures.listClientFactures(
        caller(auth),
        params.id,
        body,
        endpoints.listClientFactures.access,
      ),
    createFacture: ({ auth, body }) => factures.createFacture(caller(auth), body),
    genererFacturesMois: ({ auth, body }) => factures.genererFacturesMois(caller(auth), body),
    genererFactures: ({ auth, body }) => factures.genererFactures(caller(auth), body),
    updateFacture: ({ auth, body }) => factures.updateFacture(caller(auth), body),
    createAvoir: ({ auth, body }) => factures.createAvoir(caller(auth), body),
    sendFacture: ({ auth, body }) => factures.sendFacture(caller(auth), body),
  };
}
