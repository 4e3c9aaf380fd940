import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { adminEquipeKeys } from './keys.ts';

const route: Route<'deactivateMembreEquipe'> = {
  name: 'deactivateMembreEquipe',
  method: 'POST',
  path: '/api/agence/equipe/desactiver',
  envelope: 'data',
};

/** POST /api/agence/equipe/desactiver: Deactivates a member's account: its sessions end at once. */
export function deactivateMembre(
  body: BodyOf<'deactivateMembreEquipe'>,
): Promise<ResponseOf<'deactivateMembreEquipe'>> {
  return callEndpoint(route, { body });
}

/** The members and the log are read again after the change. */
export function useDeactivateMembre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateMembre,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEquipeKeys.all }),
  });
}
