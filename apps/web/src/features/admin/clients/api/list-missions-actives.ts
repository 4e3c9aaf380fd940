import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { adminClientKeys } from './keys.ts';

const route: Route<'listMissionsActives'> = {
  name: 'listMissionsActives',
  method: 'GET',
  path: '/api/missions/missions-actives/{clientId}',
  envelope: 'data',
};

/** GET /api/missions/missions-actives/{clientId}: the client's running missions. */
export function listMissionsActives(clientId: number): Promise<ResponseOf<'listMissionsActives'>> {
  return callEndpoint(route, { params: { clientId: encryptPathId(clientId) } });
}

export function useClientMissions(clientId: number) {
  return useQuery({
    queryKey: adminClientKeys.missions(clientId),
    queryFn: () => listMissionsActives(clientId),
  });
}
