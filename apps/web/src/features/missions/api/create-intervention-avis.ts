import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { missionsKeys } from './keys.ts';

const route: Route<'createInterventionAvis'> = {
  name: 'createInterventionAvis',
  method: 'POST',
  path: '/api/intervention-avis',
  envelope: 'datas',
};

/** The client rates the agent of a done intervention, once (1 to 5, with a comment). */
export function createInterventionAvis(
  input: BodyOf<'createInterventionAvis'>,
): Promise<ResponseOf<'createInterventionAvis'>> {
  return callEndpoint(route, { body: input });
}

export function useCreateInterventionAvis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInterventionAvis,
    onSuccess: (avis) => {
      queryClient.setQueryData(missionsKeys.avis(avis.intervention_id), avis);
      return queryClient.invalidateQueries({ queryKey: missionsKeys.all });
    },
  });
}
