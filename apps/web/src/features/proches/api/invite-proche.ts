import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { prochesKeys } from './keys.ts';

const route: Route<'inviteProche'> = {
  name: 'inviteProche',
  method: 'POST',
  path: '/api/proches',
  envelope: 'data',
};

/** POST /api/proches: invites a relative by e-mail. */
export function inviteProche(body: BodyOf<'inviteProche'>): Promise<ResponseOf<'inviteProche'>> {
  return callEndpoint(route, { body });
}

export function useInviteProche() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteProche,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prochesKeys.list() }),
  });
}
