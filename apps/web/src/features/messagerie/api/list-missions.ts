import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { messagerieFeatureKeys } from './keys.ts';

const route: Route<'listMissionsActives'> = {
  name: 'listMissionsActives',
  method: 'GET',
  path: '/api/missions/missions-actives/{clientId}',
  envelope: 'data',
};

export type MissionChoice = ResponseOf<'listMissionsActives'>[number];

/** GET missions-actives/{clientId}: the client's missions, to write about one of them. */
export function listClientMissions(clientId: number): Promise<ResponseOf<'listMissionsActives'>> {
  return callEndpoint(route, { params: { clientId: encryptPathId(clientId) } });
}

/** Asked only while the « Nouveau message » form of a client is open. */
export function useClientMissions(clientId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: messagerieFeatureKeys.missions(clientId ?? 0),
    queryFn: () => listClientMissions(clientId ?? 0),
    enabled: enabled && clientId !== null,
    staleTime: 60_000,
  });
}
