import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { planningKeys } from './keys.ts';

const route: Route<'getMission'> = {
  name: 'getMission',
  method: 'GET',
  path: '/api/mission/{id}',
  envelope: 'data',
};

export type PlanningMission = ResponseOf<'getMission'>;

/** GET /api/mission/{id}: the mission with its weekly slots and upcoming interventions. */
export function getMission(missionId: number): Promise<PlanningMission> {
  return callEndpoint(route, { params: { id: encryptPathId(missionId) } });
}

export function useMission(missionId: number | null) {
  return useQuery({
    queryKey: planningKeys.mission(missionId ?? 0),
    queryFn: () => getMission(missionId as number),
    enabled: missionId !== null,
  });
}
