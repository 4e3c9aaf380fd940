import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { adminClientKeys } from './keys.ts';

const route: Route<'listClientDocuments'> = {
  name: 'listClientDocuments',
  method: 'GET',
  path: '/api/clients/documents/{id}',
  envelope: 'documents',
};

/** GET /api/clients/documents/{id}: the client's documents by category. */
export function listClientDocuments(clientId: number): Promise<ResponseOf<'listClientDocuments'>> {
  return callEndpoint(route, { params: { id: encryptPathId(clientId) } });
}

export function useClientDocuments(clientId: number) {
  return useQuery({
    queryKey: adminClientKeys.documents(clientId),
    queryFn: () => listClientDocuments(clientId),
  });
}
