import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';

const route: Route<'getClient'> = {
  name: 'getClient',
  method: 'GET',
  path: '/api/client/{id}',
  envelope: 'data',
};

export type ClientDetail = ResponseOf<'getClient'>;

export const clientQueryKey = (clientId: number) => ['client', clientId] as const;

/** GET /api/client/{id}: the client with its missions and quotes. */
export function getClient(clientId: number): Promise<ClientDetail> {
  return callEndpoint(route, { params: { id: encryptPathId(clientId) } });
}

export function useClient(clientId: number | null) {
  return useQuery({
    queryKey: clientQueryKey(clientId ?? 0),
    queryFn: () => getClient(clientId as number),
    enabled: clientId !== null,
  });
}
