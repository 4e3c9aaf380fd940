import { endpoints } from '@maisonnee/contract';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import { createFacturesReader } from '../facturation/factures-reader.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { demandeOfFacture } from './avance-demandes.service.ts';
import { createAvanceInscriptionService } from './avance-inscription.service.ts';

/** The immediate advance (docs/avance-immediate.md): a family's registration, an invoice's request. */
export function avanceHandlers(deps: ModuleDeps): HandlerMap {
  const inscriptions = createAvanceInscriptionService(deps);
  const factures = createFacturesReader(deps);
  return {
    getAvanceInscription: ({ auth, params }) =>
      inscriptions.etat(auth, params.id, endpoints.getAvanceInscription.access),
    inscrireAvance: ({ auth, params, body }) =>
      inscriptions.inscrire(auth, params.id, body.particulier, endpoints.inscrireAvance.access),
    getFactureAvance: async ({ auth, params }) => {
      // The invoice's own access rule: the back office, or the family it is addressed to.
      const facture = await factures.loadForCaller(
        auth,
        params.id,
        endpoints.getFactureAvance.access,
      );
      return demandeOfFacture(deps.db, facture.id);
    },
  };
}
