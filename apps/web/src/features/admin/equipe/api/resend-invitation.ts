import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { adminEquipeKeys } from './keys.ts';

const route: Route<'resendInvitationEquipe'> = {
  name: 'resendInvitationEquipe',
  method: 'POST',
  path: '/api/agence/equipe/renvoyer-invitation',
  envelope: 'data',
};

/** POST /api/agence/equipe/renvoyer-invitation: Mails a new invitation (a new code valid 7 days). */
export function resendInvitation(
  body: BodyOf<'resendInvitationEquipe'>,
): Promise<ResponseOf<'resendInvitationEquipe'>> {
  return callEndpoint(route, { body });
}

/** The members and the log are read again after the change. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEquipeKeys.all }),
  });
}
