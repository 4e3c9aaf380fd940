import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { adminClientKeys } from './keys.ts';

const route: Route<'listClientInterlocuteurs'> = {
  name: 'listClientInterlocuteurs',
  method: 'GET',
  path: '/api/interlocuteurs/client/{id}',
  envelope: 'data',
};

/** GET /api/interlocuteurs/client/{id}: people who act for the client with the agency. */
export function listClientInterlocuteurs(
  clientId: number,
): Promise<ResponseOf<'listClientInterlocuteurs'>> {
  return callEndpoint(route, { params: { id: encryptPathId(clientId) } });
}

export function useClientInterlocuteurs(clientId: number) {
  return useQuery({
    queryKey: adminClientKeys.interlocuteurs(clientId),
    queryFn: () => listClientInterlocuteurs(clientId),
  });
}
