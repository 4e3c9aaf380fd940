import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { adminClientKeys } from './keys.ts';

const route: Route<'addClientCommentaire'> = {
  name: 'addClientCommentaire',
  method: 'POST',
  path: '/api/clients/commentaires',
  envelope: 'data',
};

/** POST /api/clients/commentaires: a team comment on the client's file (never shown to it). */
export function addClientCommentaire(
  clientId: number,
  texte: string,
): Promise<ResponseOf<'addClientCommentaire'>> {
  return callEndpoint(route, { body: { client_id: clientId, texte } });
}

export function useAddClientCommentaire(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (texte: string) => addClientCommentaire(clientId, texte),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminClientKeys.detail(clientId) }),
  });
}
