import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { planningKeys } from './keys.ts';

const route: Route<'appliquerPropositionPlanning'> = {
  name: 'appliquerPropositionPlanning',
  method: 'POST',
  path: '/api/planning/proposition/appliquer',
  envelope: 'data',
};

export type AppliquerBody = BodyOf<'appliquerPropositionPlanning'>;
export type AppliquerResult = ResponseOf<'appliquerPropositionPlanning'>;

/**
 * POST /api/planning/proposition/appliquer: the lines kept given to their agents at once. A line
 * no longer valid refuses them all (409, its rule's code and a French message naming the client,
 * the date and the agent; `details.intervention_id`); nothing is saved then.
 */
export function appliquerProposition(lignes: AppliquerBody['lignes']): Promise<AppliquerResult> {
  return callEndpoint(route, { body: { lignes } });
}

/** Every planning query is read again once applied: the board, and the missions to plan. */
export function useAppliquerProposition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: appliquerProposition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planningKeys.all }),
  });
}
