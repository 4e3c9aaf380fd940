import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';

const route: Route<'listClientScenariosAdmin'> = {
  name: 'listClientScenariosAdmin',
  method: 'GET',
  path: '/api/scenarios/admin/client/{id}',
  envelope: 'data',
};

export type AdminScenario = ResponseOf<'listClientScenariosAdmin'>[number];

/** GET /api/scenarios/admin/client/{id}: the proposals already sent to a client. */
export function listClientScenariosAdmin(clientId: number): Promise<AdminScenario[]> {
  return callEndpoint(route, { params: { id: encryptPathId(clientId) } });
}

/** Under `['scenarios']`: sending proposals refreshes this list. */
export function useClientScenariosAdmin(clientId: number) {
  return useQuery({
    queryKey: ['scenarios', 'admin', clientId] as const,
    queryFn: () => listClientScenariosAdmin(clientId),
  });
}
