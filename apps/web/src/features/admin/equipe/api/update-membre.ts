import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { adminEquipeKeys } from './keys.ts';

const route: Route<'updateMembreEquipe'> = {
  name: 'updateMembreEquipe',
  method: 'POST',
  path: '/api/agence/equipe/roles',
  envelope: 'data',
};

/** POST /api/agence/equipe/roles: Gives a member its roles and manager flag. */
export function updateMembre(
  body: BodyOf<'updateMembreEquipe'>,
): Promise<ResponseOf<'updateMembreEquipe'>> {
  return callEndpoint(route, { body });
}

/** The members and the log are read again after the change. */
export function useUpdateMembre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMembre,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEquipeKeys.all }),
  });
}
