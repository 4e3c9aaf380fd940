import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { devisKeys } from '../../../../lib/query-keys.ts';

const route: Route<'listClientDevis'> = {
  name: 'listClientDevis',
  method: 'GET',
  path: '/api/devis/client/{id}',
  envelope: 'data',
};

/** GET /api/devis/client/{id}: the client's quotes (the key is shared: a quote sent refreshes it). */
export function listClientDevis(clientId: number): Promise<ResponseOf<'listClientDevis'>> {
  return callEndpoint(route, { params: { id: encryptPathId(clientId) } });
}

export function useAdminClientDevis(clientId: number) {
  return useQuery({
    queryKey: devisKeys.client(clientId),
    queryFn: () => listClientDevis(clientId),
  });
}
