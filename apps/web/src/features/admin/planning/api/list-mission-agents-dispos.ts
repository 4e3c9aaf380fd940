import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { planningKeys } from './keys.ts';

const route: Route<'listMissionAgentsDispos'> = {
  name: 'listMissionAgentsDispos',
  method: 'POST',
  path: '/api/missions/agents-dispos/{missionId}',
  envelope: 'data',
};

export type AgentDispo = ResponseOf<'listMissionAgentsDispos'>[number];

/**
 * POST /api/missions/agents-dispos/{missionId}: agents available for the mission's slots around
 * the client, ranked by the API (known and well rated by the client first, then the nearest).
 */
export function listMissionAgentsDispos(
  missionId: number,
  distanceKM: number,
  dateDebut: string,
): Promise<AgentDispo[]> {
  return callEndpoint(route, {
    params: { missionId: encryptPathId(missionId) },
    body: { distanceKM, ...(dateDebut ? { date_debut: dateDebut } : {}) },
  });
}

export function useMissionAgentsDispos(
  missionId: number | null,
  distanceKM: number,
  dateDebut: string,
) {
  return useQuery({
    queryKey: planningKeys.agents(missionId ?? 0, distanceKM, dateDebut),
    queryFn: () => listMissionAgentsDispos(missionId as number, distanceKM, dateDebut),
    enabled: missionId !== null && distanceKM > 0 && distanceKM <= 200,
  });
}
