import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { adminClientKeys } from './keys.ts';

const route: Route<'searchClients'> = {
  name: 'searchClients',
  method: 'POST',
  path: '/api/clients/search',
  envelope: 'data',
};

export type ClientSearch = BodyOf<'searchClients'>;
export type ClientsPage = ResponseOf<'searchClients'>;
export type ClientListItem = ClientsPage['items'][number];

/** POST /api/clients/search: clients by name, e-mail, phone, postal code, status; paginated. */
export function searchClients(search: ClientSearch): Promise<ClientsPage> {
  return callEndpoint(route, { body: search });
}

/** Runs only once a search is submitted (null before): typing never sends a request. */
export function useSearchClients(search: ClientSearch | null) {
  return useQuery({
    queryKey: adminClientKeys.search(search ?? { statut_ids: [] }),
    queryFn: () => searchClients(search as ClientSearch),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}
