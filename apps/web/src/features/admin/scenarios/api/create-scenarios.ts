import type { endpoints } from '@maisonnee/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  http,
  spendRequestBudget,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';

const route: Route<'createScenarios'> = {
  name: 'createScenarios',
  method: 'POST',
  path: '/api/scenarios/create',
  envelope: 'data',
};

export type CreateScenariosBody = BodyOf<'createScenarios'>;
/** Where the link was mailed and until when it opens the proposals. */
export type ScenariosEnvoi = z.output<
  (typeof endpoints)['createScenarios']['extraEnvelope']['envoi']
>;

export interface CreateScenariosResult {
  scenarios: ResponseOf<'createScenarios'>;
  envoi: ScenariosEnvoi | null;
}

/**
 * POST /api/scenarios/create: one to three proposals for a client's need, mailed to the client
 * with a signed link. The answer carries `envoi` beside `data` (`callEndpoint` returns `data`
 * only), so the envelope is read here, under the same request budget as every call.
 */
export async function createScenarios(body: CreateScenariosBody): Promise<CreateScenariosResult> {
  spendRequestBudget(route);
  const envelope = await http.request<{
    data?: CreateScenariosResult['scenarios'];
    envoi?: ScenariosEnvoi;
  }>(route.method, route.path, { body });
  return { scenarios: envelope?.data ?? [], envoi: envelope?.envoi ?? null };
}

export function useCreateScenarios() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createScenarios,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['scenarios'] }),
  });
}
