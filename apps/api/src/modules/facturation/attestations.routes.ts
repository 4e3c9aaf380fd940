import { endpoints } from '@maisonnee/contract';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createAttestationsService } from './attestations.service.ts';

// Protected endpoints always have a caller: the route's preParsing hook authenticated it.
/** Yearly tax certificates (docs/attestations-fiscales.md). */
export function attestationsHandlers(deps: ModuleDeps): HandlerMap {
  const attestations = createAttestationsService(deps);
  return {
    listAttestationsFiscales: ({ auth, params }) =>
      attestations.list(auth, params.id, endpoints.listAttestationsFiscales.access),
    genererAttestationFiscale: ({ auth, body }) =>
      attestations.generer(auth, body, endpoints.genererAttestationFiscale.access),
  };
}
