import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { adminClientKeys } from './keys.ts';

const route: Route<'listClientBrouillons'> = {
  name: 'listClientBrouillons',
  method: 'GET',
  path: '/api/devis/brouillons/client/{id}',
  envelope: 'data',
};

export type ClientBrouillon = ResponseOf<'listClientBrouillons'>[number];

/** GET /api/devis/brouillons/client/{id}: the client's needs not turned into a quote yet. */
export function listClientBrouillons(clientId: number): Promise<ClientBrouillon[]> {
  return callEndpoint(route, { params: { id: encryptPathId(clientId) } });
}

export function useClientBrouillons(clientId: number) {
  return useQuery({
    queryKey: adminClientKeys.brouillons(clientId),
    queryFn: () => listClientBrouillons(clientId),
  });
}
