import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { prolongationKeys } from '../../../lib/query-keys.ts';
import { agentKeys } from './keys.ts';

const route: Route<'askProlongationIntervention'> = {
  name: 'askProlongationIntervention',
  method: 'POST',
  path: '/api/intervention/askProlongationIntervention',
  envelope: 'datas',
};

/** The agent asks the client for more time on the intervention in progress. */
export function askProlongation(
  input: BodyOf<'askProlongationIntervention'>,
): Promise<ResponseOf<'askProlongationIntervention'>> {
  return callEndpoint(route, { body: input });
}

export function useAskProlongation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askProlongation,
    onSuccess: (asked) => {
      queryClient.setQueryData(prolongationKeys.detail(asked.intervention_id), asked);
      return queryClient.invalidateQueries({ queryKey: agentKeys.all });
    },
  });
}
