import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { prolongationKeys } from '../../../lib/query-keys.ts';

const route: Route<'prolongationIntervention'> = {
  name: 'prolongationIntervention',
  method: 'POST',
  path: '/api/intervention/prolongationIntervention',
  envelope: 'data',
};

/** The client extends an intervention directly (half-hour steps, 4 hours at most). */
export function prolongationIntervention(
  input: BodyOf<'prolongationIntervention'>,
): Promise<ResponseOf<'prolongationIntervention'>> {
  return callEndpoint(route, { body: input });
}

export function useProlongationIntervention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: prolongationIntervention,
    onSuccess: (prolongation) =>
      queryClient.setQueryData(prolongationKeys.detail(prolongation.intervention_id), prolongation),
  });
}
