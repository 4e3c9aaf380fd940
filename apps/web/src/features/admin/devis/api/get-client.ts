import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { adminClientKey } from './keys.ts';

const route: Route<'getClient'> = {
  name: 'getClient',
  method: 'GET',
  path: '/api/client/{id}',
  envelope: 'data',
};

export type AdminClient = ResponseOf<'getClient'>;

/** GET /api/client/{id}: the client the quote, the planning or the proposals are for. */
export function getClient(clientId: number): Promise<AdminClient> {
  return callEndpoint(route, { params: { id: encryptPathId(clientId) } });
}

export function useAdminClient(clientId: number | null) {
  return useQuery({
    queryKey: adminClientKey(clientId ?? 0),
    queryFn: () => getClient(clientId as number),
    enabled: clientId !== null,
  });
}

/** "Mme Lou Martin": how the back office names a client in its headings. */
export function clientDisplayName(client: Pick<AdminClient, 'civilite' | 'prenom' | 'nom'>) {
  return [client.civilite, client.prenom, client.nom].filter(Boolean).join(' ');
}
