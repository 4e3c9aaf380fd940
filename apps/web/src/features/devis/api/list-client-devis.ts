import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { devisKeys } from '../../../lib/query-keys.ts';

const route: Route<'listClientDevis'> = {
  name: 'listClientDevis',
  method: 'GET',
  path: '/api/devis/client/{id}',
  envelope: 'data',
};

export type Devis = ResponseOf<'listClientDevis'>[number];

/** GET /api/devis/client/{id}: the quotes sent to the client. */
export function listClientDevis(clientId: number): Promise<Devis[]> {
  return callEndpoint(route, { params: { id: encryptPathId(clientId) } });
}

export function useClientDevis(clientId: number | null) {
  return useQuery({
    queryKey: devisKeys.client(clientId ?? 0),
    queryFn: () => listClientDevis(clientId as number),
    enabled: clientId !== null,
  });
}
