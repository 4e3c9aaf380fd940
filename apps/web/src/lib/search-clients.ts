import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from './api-client.ts';

const route: Route<'searchClients'> = {
  name: 'searchClients',
  method: 'POST',
  path: '/api/clients/search',
  envelope: 'data',
};

export type ClientSearch = BodyOf<'searchClients'>;
export type ClientsPage = ResponseOf<'searchClients'>;
export type ClientListItem = ClientsPage['items'][number];

/**
 * Key of a search: under the back office's client keys (`['admin', 'clients']`), so that what
 * changes a client refreshes the searches too. Shared by the client list, the client picker of
 * quotes and proposals, and the messaging's recipients.
 */
export const clientSearchKey = (search: ClientSearch) =>
  ['admin', 'clients', 'search', search] as const;

/** POST /api/clients/search: clients by name, e-mail, phone, postal code, status; paginated. */
export function searchClients(search: ClientSearch): Promise<ClientsPage> {
  return callEndpoint(route, { body: search });
}

/** Runs only once a search is submitted (null before): typing never sends a request. */
export function useSearchClients(search: ClientSearch | null) {
  return useQuery({
    queryKey: clientSearchKey(search ?? { statut_ids: [] }),
    queryFn: () => searchClients(search as ClientSearch),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}
