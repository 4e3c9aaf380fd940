import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { missionsKeys } from './keys.ts';

const route: Route<'listMissionInterventions'> = {
  name: 'listMissionInterventions',
  method: 'POST',
  path: '/api/missions/interventions/{missionId}',
  envelope: 'data',
};

export type Intervention = ResponseOf<'listMissionInterventions'>[number];

/** POST missions/interventions/{missionId} (plain id): every intervention of a mission. */
export function listMissionInterventions(
  missionId: number,
): Promise<ResponseOf<'listMissionInterventions'>> {
  return callEndpoint(route, { params: { missionId }, body: {} });
}

export function useMissionInterventions(missionId: number, enabled: boolean) {
  return useQuery({
    queryKey: missionsKeys.interventions(missionId),
    queryFn: () => listMissionInterventions(missionId),
    enabled,
  });
}
