import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { adminClientKeys } from './keys.ts';

const route: Route<'listClientContacts'> = {
  name: 'listClientContacts',
  method: 'GET',
  path: '/api/clients/client-contacts/{id}',
  envelope: 'data',
};

/** GET /api/clients/client-contacts/{id}: people to reach for the client (family, emergency). */
export function listClientContacts(clientId: number): Promise<ResponseOf<'listClientContacts'>> {
  return callEndpoint(route, { params: { id: encryptPathId(clientId) } });
}

export function useClientContacts(clientId: number) {
  return useQuery({
    queryKey: adminClientKeys.contacts(clientId),
    queryFn: () => listClientContacts(clientId),
  });
}
