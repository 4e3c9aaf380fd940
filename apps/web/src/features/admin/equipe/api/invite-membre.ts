import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { adminEquipeKeys } from './keys.ts';

const route: Route<'inviteMembreEquipe'> = {
  name: 'inviteMembreEquipe',
  method: 'POST',
  path: '/api/agence/equipe/inviter',
  envelope: 'data',
};

/** POST /api/agence/equipe/inviter: Invites a member: the account with its roles, and the mail to choose a password. */
export function inviteMembre(
  body: BodyOf<'inviteMembreEquipe'>,
): Promise<ResponseOf<'inviteMembreEquipe'>> {
  return callEndpoint(route, { body });
}

/** The members and the log are read again after the change. */
export function useInviteMembre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMembre,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEquipeKeys.all }),
  });
}
