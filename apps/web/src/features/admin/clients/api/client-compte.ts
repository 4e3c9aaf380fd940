import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type Route } from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { adminClientKeys } from './keys.ts';

/*
 * The client's account in the ledger (docs/paiements.md): its credit (payments not allocated) and
 * its invoices waiting for money, for the client's file.
 */

const reglementsRoute: Route<'listClientReglements'> = {
  name: 'listClientReglements',
  method: 'GET',
  path: '/api/client/{id}/reglements',
  envelope: 'data',
};

const ouvertesRoute: Route<'listClientFacturesOuvertes'> = {
  name: 'listClientFacturesOuvertes',
  method: 'GET',
  path: '/api/client/{id}/factures-ouvertes',
  envelope: 'data',
};

export function useClientCompte(clientId: number) {
  return useQuery({
    queryKey: [...adminClientKeys.client(clientId), 'compte'],
    queryFn: async () => {
      const params = { id: encryptPathId(clientId) };
      const [reglements, ouvertes] = await Promise.all([
        callEndpoint(reglementsRoute, { params }),
        callEndpoint(ouvertesRoute, { params }),
      ]);
      if (!Array.isArray(ouvertes) || typeof reglements?.credit_centimes !== 'number')
        throw new Error("Le compte du client n'a pas pu être lu.");
      return { credit_centimes: reglements.credit_centimes, ouvertes };
    },
  });
}
