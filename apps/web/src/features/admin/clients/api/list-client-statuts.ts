import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { adminClientKeys } from './keys.ts';

const route: Route<'listClientStatuts'> = {
  name: 'listClientStatuts',
  method: 'GET',
  path: '/api/clients/client-statuts',
  envelope: 'data',
};

export type ClientStatut = ResponseOf<'listClientStatuts'>[number];

/** GET /api/clients/client-statuts: the statuses a client record may have (prospect, actif…). */
export function listClientStatuts(): Promise<ClientStatut[]> {
  return callEndpoint(route);
}

export function useClientStatuts() {
  return useQuery({
    queryKey: adminClientKeys.statuts,
    queryFn: listClientStatuts,
    staleTime: 10 * 60_000,
  });
}
