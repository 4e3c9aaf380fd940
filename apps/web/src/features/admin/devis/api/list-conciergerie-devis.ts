import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { adminDevisKeys } from './keys.ts';

const route: Route<'listConciergerieDevis'> = {
  name: 'listConciergerieDevis',
  method: 'GET',
  path: '/api/conciergerie/list-devis/{id}',
  envelope: 'data',
};

export type AdminDevis = ResponseOf<'listConciergerieDevis'>[number];

/**
 * GET /api/conciergerie/list-devis/{id}: every quote of a client for the back office, drafts
 * included (`listClientDevis` leaves out the drafts a devis libre saved without sending).
 */
export function listConciergerieDevis(clientId: number): Promise<AdminDevis[]> {
  return callEndpoint(route, { params: { id: encryptPathId(clientId) } });
}

export function useConciergerieDevis(clientId: number | null) {
  return useQuery({
    queryKey: adminDevisKeys.conciergerie(clientId ?? 0),
    queryFn: () => listConciergerieDevis(clientId as number),
    enabled: clientId !== null,
  });
}
