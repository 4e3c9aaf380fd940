import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { missionsKeys } from './keys.ts';

const route: Route<'listMissionsActives'> = {
  name: 'listMissionsActives',
  method: 'GET',
  path: '/api/missions/missions-actives/{clientId}',
  envelope: 'data',
};

export type MissionActive = ResponseOf<'listMissionsActives'>[number];

/** GET missions-actives/{clientId}: the client's missions with their interventions from today on. */
export function listMissionsActives(clientId: number): Promise<ResponseOf<'listMissionsActives'>> {
  return callEndpoint(route, { params: { clientId: encryptPathId(clientId) } });
}

export function useMissionsActives(clientId: number | null) {
  return useQuery({
    queryKey: missionsKeys.actives(clientId ?? 0),
    queryFn: () => listMissionsActives(clientId ?? 0),
    enabled: clientId !== null,
    // The agent's arrival and extension requests show up without reloading the page.
    refetchInterval: 30_000,
  });
}
