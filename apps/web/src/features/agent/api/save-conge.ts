import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

const route: Route<'saveConge'> = {
  name: 'saveConge',
  method: 'POST',
  path: '/api/candidat/conges/save',
  envelope: 'data',
};

/** The agent asks for leave, with its hours (recruitment answers). */
export function saveConge(input: BodyOf<'saveConge'>): Promise<ResponseOf<'saveConge'>> {
  return callEndpoint(route, { body: input });
}

export function useSaveConge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
