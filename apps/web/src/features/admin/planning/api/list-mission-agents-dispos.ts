import type { agentsDisposRechercheSchema } from '@maisonnee/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  fillPath,
  http,
  spendRequestBudget,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { planningKeys } from './keys.ts';

const route: Route<'listMissionAgentsDispos'> = {
  name: 'listMissionAgentsDispos',
  method: 'POST',
  path: '/api/missions/agents-dispos/{missionId}',
  envelope: 'data',
};

export type AgentDispo = ResponseOf<'listMissionAgentsDispos'>[number];
/** What the search weighed: the agents of the skill in the radius, and how many are free. */
export type AgentsDisposRecherche = z.output<typeof agentsDisposRechercheSchema>;

export interface AgentsDisposResult {
  agents: AgentDispo[];
  /** The `recherche` key beside `data`; null if the API does not send it. */
  recherche: AgentsDisposRecherche | null;
}

/**
 * POST /api/missions/agents-dispos/{missionId}: agents available for the mission's slots around
 * the client, ranked by the API (known and well rated by the client first, then the nearest). The
 * answer carries `recherche` beside `data` (`callEndpoint` returns `data` only), so the envelope
 * is read here, under the same request budget as every call.
 */
export async function listMissionAgentsDispos(
  missionId: number,
  distanceKM: number,
  dateDebut: string,
): Promise<AgentsDisposResult> {
  spendRequestBudget(route);
  const envelope = await http.request<{ data?: AgentDispo[]; recherche?: AgentsDisposRecherche }>(
    route.method,
    fillPath(route.path, { missionId: encryptPathId(missionId) }),
    { body: { distanceKM, ...(dateDebut ? { date_debut: dateDebut } : {}) } },
  );
  return { agents: envelope?.data ?? [], recherche: envelope?.recherche ?? null };
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
