import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

const route: Route<'saveContratSigne'> = {
  name: 'saveContratSigne',
  method: 'POST',
  path: '/api/candidats/save-contrat-signe',
  envelope: 'data',
};

/** The candidate signs the work contract in the app (typed name, consent, optional drawing). */
export function saveContratSigne(
  input: BodyOf<'saveContratSigne'>,
): Promise<ResponseOf<'saveContratSigne'>> {
  return callEndpoint(route, { body: input });
}

export function useSaveContratSigne() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContratSigne,
    // The contract's state, the documents and the space's status all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
