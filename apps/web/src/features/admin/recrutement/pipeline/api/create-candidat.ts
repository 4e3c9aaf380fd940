import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../../lib/api-client.ts';
import { candidatsKeys } from './keys.ts';

const route: Route<'saveCandidat'> = {
  name: 'saveCandidat',
  method: 'POST',
  path: '/api/candidat/save',
  envelope: 'data',
};

export type NewCandidatBody = Omit<BodyOf<'saveCandidat'>, 'id'>;

/** POST /api/candidat/save without id: a file made by the agency (a candidate met by phone). */
export function createCandidat(body: NewCandidatBody): Promise<ResponseOf<'saveCandidat'>> {
  return callEndpoint(route, { body });
}

export function useCreateCandidat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCandidat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidatsKeys.all }),
  });
}
