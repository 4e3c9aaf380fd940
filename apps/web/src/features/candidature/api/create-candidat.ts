import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { candidatureKeys } from './keys.ts';

const route: Route<'createCandidat'> = {
  name: 'createCandidat',
  method: 'POST',
  path: '/api/candidat',
  envelope: 'data',
};

export type ApplicationInput = BodyOf<'createCandidat'>;

/** POST /api/candidat: sends the whole application (with its token: finishes that application). */
export function createCandidat(body: ApplicationInput): Promise<ResponseOf<'createCandidat'>> {
  return callEndpoint(route, { body });
}

export function useCreateCandidat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCandidat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidatureKeys.all }),
  });
}
