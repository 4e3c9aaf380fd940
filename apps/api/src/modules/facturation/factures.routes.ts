import { endpoints } from '@maisonnee/contract';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createFacturesService } from './factures.service.ts';

/** Invoices and credit notes (docs/facturation.md), and paying one online (docs/paiements.md). */
export function facturesHandlers(deps: ModuleDeps): HandlerMap {
  const factures = createFacturesService(deps);
  return {
    getFacture: ({ auth, params }) =>
      factures.getFacture(auth, params.id, endpoints.getFacture.access),
    listFactures: ({ auth, query }) => factures.listFactures(auth, query),
    listClientFactures: ({ auth, params, body }) =>
      factures.listClientFactures(auth, params.id, body, endpoints.listClientFactures.access),
    createFacture: ({ auth, body }) => factures.createFacture(auth, body),
    genererFacturesMois: ({ auth, body }) => factures.genererFacturesMois(auth, body),
    genererFactures: ({ auth, body }) => factures.genererFactures(auth, body),
    apercuEmissionMois: ({ auth, query }) => factures.apercuEmissionMois(auth, query),
    emettreFacturesMois: ({ auth, body }) => factures.emettreFacturesMois(auth, body),
    updateFacture: ({ auth, body }) => factures.updateFacture(auth, body),
    createAvoir: ({ auth, body }) => factures.createAvoir(auth, body),
    sendFacture: ({ auth, body }) => factures.sendFacture(auth, body),
    payFacture: ({ auth, body }) => factures.payFacture(auth, body.facture_id),
  };
}
