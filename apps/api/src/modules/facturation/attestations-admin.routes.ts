import { endpoints } from '@maisonnee/contract';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createAttestationsAdminService } from './attestations-admin.service.ts';

/** The yearly tax certificates in the back office (docs/facturation.md). */
export function attestationsAdminHandlers(deps: ModuleDeps): HandlerMap {
  const service = createAttestationsAdminService(deps);
  return {
    genererAttestationsAnnee: ({ auth, body }) => service.generateYear(auth, body),
    listAttestationsAnnee: ({ auth, query }) => service.list(auth, query),
    listSansAttestation: ({ auth, query }) => service.sans(auth, query),
    envoyerAttestationFiscale: ({ auth, body }) => service.envoyer(auth, body),
    getAttestationFiscaleEtat: ({ auth, params }) =>
      service.etat(auth, params.id, endpoints.getAttestationFiscaleEtat.access),
  };
}
