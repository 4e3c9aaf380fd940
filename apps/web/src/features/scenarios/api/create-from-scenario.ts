import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { scenariosKeys } from './list-client-scenarios.ts';

const route: Route<'createInterventionsFromScenario'> = {
  name: 'createInterventionsFromScenario',
  method: 'POST',
  path: '/api/interventions/create-from-scenario-app',
  envelope: 'data',
};

/** POST /api/interventions/create-from-scenario-app: the client accepts a proposal. */
export function createFromScenario(
  input: BodyOf<'createInterventionsFromScenario'>,
): Promise<ResponseOf<'createInterventionsFromScenario'>> {
  return callEndpoint(route, { body: input });
}

export function useCreateFromScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFromScenario,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scenariosKeys.all }),
  });
}
