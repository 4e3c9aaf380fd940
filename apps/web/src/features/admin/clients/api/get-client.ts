import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { adminClientKeys } from './keys.ts';

const route: Route<'getClient'> = {
  name: 'getClient',
  method: 'GET',
  path: '/api/client/{id}',
  envelope: 'data',
};

/** GET /api/client/{id}: the client's record with its contacts, interlocutors, comments, missions, quotes. */
export function getClient(clientId: number): Promise<ResponseOf<'getClient'>> {
  return callEndpoint(route, { params: { id: encryptPathId(clientId) } });
}

export function useAdminClient(clientId: number) {
  return useQuery({
    queryKey: adminClientKeys.detail(clientId),
    queryFn: () => getClient(clientId),
  });
}
