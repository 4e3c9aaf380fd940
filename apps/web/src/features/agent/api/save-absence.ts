import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

const route: Route<'saveAbsence'> = {
  name: 'saveAbsence',
  method: 'POST',
  path: '/api/candidat/absences/save',
  envelope: 'data',
};

/** The agent declares an absence; the period's interventions go back to planning. */
export function saveAbsence(input: BodyOf<'saveAbsence'>): Promise<ResponseOf<'saveAbsence'>> {
  return callEndpoint(route, { body: input });
}

export function useSaveAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAbsence,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
