import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

const route: Route<'pointageDebutIntervention'> = {
  name: 'pointageDebutIntervention',
  method: 'POST',
  path: '/api/intervention/pointageDebutIntervention',
  envelope: 'data',
};

/** The agent checks in with the device's position (50 m at most from the client's home). */
export function pointageDebut(
  input: BodyOf<'pointageDebutIntervention'>,
): Promise<ResponseOf<'pointageDebutIntervention'>> {
  return callEndpoint(route, { body: input });
}

export function usePointageDebut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pointageDebut,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
