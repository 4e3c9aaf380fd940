import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { adminAnnonceKeys } from './keys.ts';

const missionRoute: Route<'getMission'> = {
  name: 'getMission',
  method: 'GET',
  path: '/api/mission/{id}',
  envelope: 'data',
};

const clientRoute: Route<'getClient'> = {
  name: 'getClient',
  method: 'GET',
  path: '/api/client/{id}',
  envelope: 'data',
};

export type MissionForAnnonce = {
  mission: ResponseOf<'getMission'>;
  client: Pick<ResponseOf<'getClient'>, 'codep' | 'ville' | 'lat' | 'lng'> | null;
};

/**
 * GET /api/mission/{id}, then GET /api/client/{id} for its town: what prefills a post for a
 * mission that needs agents. The client's town is optional (the form asks for it otherwise).
 */
export async function getMissionForAnnonce(missionId: number): Promise<MissionForAnnonce> {
  const mission = await callEndpoint(missionRoute, { params: { id: encryptPathId(missionId) } });
  const client = await callEndpoint(clientRoute, {
    params: { id: encryptPathId(mission.client_id) },
  }).catch(() => null);
  return {
    mission,
    client: client
      ? { codep: client.codep, ville: client.ville, lat: client.lat, lng: client.lng }
      : null,
  };
}

export function useMissionForAnnonce(missionId: number | null) {
  return useQuery({
    queryKey: adminAnnonceKeys.mission(missionId ?? 0),
    queryFn: () => getMissionForAnnonce(missionId as number),
    enabled: missionId !== null,
  });
}
