import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from './api-client.ts';
import { encryptPathId } from './path-id.ts';

const route: Route<'getClient'> = {
  name: 'getClient',
  method: 'GET',
  path: '/api/client/{id}',
  envelope: 'data',
};

/** A client's record with its contacts, interlocutors, comments, missions and quotes. */
export type AdminClient = ResponseOf<'getClient'>;

/**
 * Key of a client's record: under the client file's keys (`['admin', 'clients', id]`), so that
 * what changes the file refreshes it on every back-office screen.
 */
export const adminClientKey = (clientId: number) =>
  ['admin', 'clients', clientId, 'detail'] as const;

/**
 * GET /api/client/{id}: the client's file, or the client a quote, a planning or proposals are for.
 */
export function getClient(clientId: number): Promise<AdminClient> {
  return callEndpoint(route, { params: { id: encryptPathId(clientId) } });
}

/** Asks once a client is known (null: none yet). */
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
