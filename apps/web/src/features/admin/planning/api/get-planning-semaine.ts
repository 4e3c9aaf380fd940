import type { planningAPourvoirSchema } from '@maisonnee/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  http,
  spendRequestBudget,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { planningKeys } from './keys.ts';

const route: Route<'getPlanningSemaine'> = {
  name: 'getPlanningSemaine',
  method: 'POST',
  path: '/api/planning/semaine',
  envelope: 'data',
};

export type PlanningSemaineBody = BodyOf<'getPlanningSemaine'>;
export type PlanningAgentsPage = ResponseOf<'getPlanningSemaine'>;
export type PlanningAgentRow = PlanningAgentsPage['items'][number];
export type PlanningIntervention = PlanningAgentRow['interventions'][number];
export type PlanningIndisponibilite = PlanningAgentRow['indisponibilites'][number];
export type PlanningAPourvoir = z.output<typeof planningAPourvoirSchema>;

export interface PlanningSemaine {
  agents: PlanningAgentsPage;
  /** The unstaffed interventions of the week (`a_pourvoir` beside `data`). */
  aPourvoir: PlanningAPourvoir[];
}

/**
 * POST /api/planning/semaine: a page of agents of the week starting on `debut` (a Monday), their
 * interventions with the rules they break, their unavailability and hours, and the week's
 * unstaffed interventions. `a_pourvoir` travels beside `data` (`callEndpoint` returns `data`
 * only), so the envelope is read here, under the same request budget as every call.
 */
export async function getPlanningSemaine(body: PlanningSemaineBody): Promise<PlanningSemaine> {
  spendRequestBudget(route);
  const envelope = await http.request<{
    data?: PlanningAgentsPage;
    a_pourvoir?: PlanningAPourvoir[];
  }>(route.method, route.path, { body });
  return {
    agents: envelope?.data ?? { items: [], page: 1, limit: 50, total: 0 },
    aPourvoir: envelope?.a_pourvoir ?? [],
  };
}

export function usePlanningSemaine(body: PlanningSemaineBody) {
  return useQuery({
    queryKey: planningKeys.semaine(body),
    queryFn: () => getPlanningSemaine(body),
    placeholderData: keepPreviousData,
  });
}
