import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

const route: Route<'saveRetard'> = {
  name: 'saveRetard',
  method: 'POST',
  path: '/api/candidat/retards/save',
  envelope: 'data',
};

/** The agent declares a delay on an intervention; the client is told. */
export function saveRetard(input: BodyOf<'saveRetard'>): Promise<ResponseOf<'saveRetard'>> {
  return callEndpoint(route, { body: input });
}

export function useSaveRetard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRetard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
