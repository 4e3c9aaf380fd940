import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

const route: Route<'pointageFinIntervention'> = {
  name: 'pointageFinIntervention',
  method: 'POST',
  path: '/api/intervention/pointageFinIntervention',
  envelope: 'data',
};

/** The agent checks out with the device's position (50 m at most from the client's home). */
export function pointageFin(
  input: BodyOf<'pointageFinIntervention'>,
): Promise<ResponseOf<'pointageFinIntervention'>> {
  return callEndpoint(route, { body: input });
}

export function usePointageFin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pointageFin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
