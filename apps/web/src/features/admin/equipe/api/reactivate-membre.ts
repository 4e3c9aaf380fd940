import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { adminEquipeKeys } from './keys.ts';

const route: Route<'reactivateMembreEquipe'> = {
  name: 'reactivateMembreEquipe',
  method: 'POST',
  path: '/api/agence/equipe/reactiver',
  envelope: 'data',
};

/** POST /api/agence/equipe/reactiver: Reactivates a member's account. */
export function reactivateMembre(
  body: BodyOf<'reactivateMembreEquipe'>,
): Promise<ResponseOf<'reactivateMembreEquipe'>> {
  return callEndpoint(route, { body });
}

/** The members and the log are read again after the change. */
export function useReactivateMembre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateMembre,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEquipeKeys.all }),
  });
}
