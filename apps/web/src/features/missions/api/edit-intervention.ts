import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { missionsKeys } from './keys.ts';

const route: Route<'editInterventionClient'> = {
  name: 'editInterventionClient',
  method: 'POST',
  path: '/api/intervention/editIntervention-client',
  envelope: 'data',
};

export type EditInterventionInput = BodyOf<'editInterventionClient'>;

/** The client moves an upcoming intervention (date and half-hour times, UTC). */
export function editIntervention(
  input: EditInterventionInput,
): Promise<ResponseOf<'editInterventionClient'>> {
  return callEndpoint(route, { body: input });
}

export function useEditIntervention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editIntervention,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: missionsKeys.all }),
  });
}
