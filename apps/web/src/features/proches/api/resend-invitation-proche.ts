import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { prochesKeys } from './keys.ts';

const route: Route<'resendInvitationProche'> = {
  name: 'resendInvitationProche',
  method: 'POST',
  path: '/api/proches/{id}/renvoyer',
  envelope: 'data',
};

/** POST /api/proches/{id}/renvoyer: mails the invitation again. */
export function resendInvitationProche(id: number): Promise<ResponseOf<'resendInvitationProche'>> {
  return callEndpoint(route, { params: { id: encryptPathId(id) } });
}

export function useResendInvitationProche() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitationProche,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prochesKeys.list() }),
  });
}
