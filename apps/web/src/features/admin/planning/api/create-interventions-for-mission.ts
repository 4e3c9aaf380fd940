import type { planificationReportSchema } from '@maisonnee/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  fillPath,
  http,
  spendRequestBudget,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { planningKeys } from './keys.ts';

const route: Route<'createInterventionsForMission'> = {
  name: 'createInterventionsForMission',
  method: 'POST',
  path: '/api/missions/create-interventions-for-mission/{missionId}/{agentId}',
  envelope: 'data',
};

export type PlanifierBody = BodyOf<'createInterventionsForMission'>;
/** What the API says it did beyond the interventions: period, holidays, minutes left. */
export type PlanificationReport = z.output<typeof planificationReportSchema>;

export interface PlanifierResult {
  interventions: ResponseOf<'createInterventionsForMission'>;
  /** The `planification` key beside `data`; null if the API does not send it. */
  planification: PlanificationReport | null;
}

/**
 * POST /api/missions/create-interventions-for-mission/{missionId}/{agentId}: gives the mission's
 * slots to the agent and creates every intervention of the period, or nothing. The answer carries
 * `planification` beside `data` (`callEndpoint` returns `data` only), so the envelope is read
 * here, under the same request budget as every call.
 */
export async function createInterventionsForMission(
  missionId: number,
  agentId: number,
  body: PlanifierBody,
): Promise<PlanifierResult> {
  spendRequestBudget(route);
  const envelope = await http.request<{
    data?: PlanifierResult['interventions'];
    planification?: PlanificationReport;
  }>(
    route.method,
    fillPath(route.path, {
      missionId: encryptPathId(missionId),
      agentId: encryptPathId(agentId),
    }),
    { body },
  );
  return { interventions: envelope?.data ?? [], planification: envelope?.planification ?? null };
}

export function useCreateInterventionsForMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { missionId: number; agentId: number; body: PlanifierBody }) =>
      createInterventionsForMission(input.missionId, input.agentId, input.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planningKeys.all }),
  });
}
