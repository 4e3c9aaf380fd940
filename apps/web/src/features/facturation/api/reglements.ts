import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';

/* The family's payments received, from the payment ledger (docs/paiements.md). */

const route: Route<'listClientReglements'> = {
  name: 'listClientReglements',
  method: 'GET',
  path: '/api/client/{id}/reglements',
  envelope: 'data',
};

export type ClientReglements = ResponseOf<'listClientReglements'>;

/** GET /api/client/{id}/reglements: the family's payments (most recent first) and its credit. */
export function useMesReglements(clientId: number) {
  return useQuery({
    queryKey: ['factures', 'historique', 'client', clientId],
    queryFn: () => callEndpoint(route, { params: { id: encryptPathId(clientId) } }),
  });
}
