import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';

const route: Route<'listClientBrouillons'> = {
  name: 'listClientBrouillons',
  method: 'GET',
  path: '/api/devis/brouillons/client/{id}',
  envelope: 'data',
};

export type Brouillon = ResponseOf<'listClientBrouillons'>[number];

export const brouillonsQueryKey = (clientId: number) => ['brouillons', clientId] as const;

/** GET /api/devis/brouillons/client/{id}: the client's drafts, the most recent first. */
export function listClientBrouillons(clientId: number): Promise<Brouillon[]> {
  return callEndpoint(route, { params: { id: encryptPathId(clientId) } });
}

export function useClientBrouillons(clientId: number | null) {
  return useQuery({
    queryKey: brouillonsQueryKey(clientId ?? 0),
    queryFn: () => listClientBrouillons(clientId as number),
    enabled: clientId !== null,
    // The draft is restored once when the form opens; later saves must not reset what is typed.
    staleTime: Infinity,
  });
}
