import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { adminClientKeys } from './keys.ts';

const route: Route<'deleteClientCommentaire'> = {
  name: 'deleteClientCommentaire',
  method: 'DELETE',
  path: '/api/clients/commentaires/delete/{id}',
  envelope: 'data',
};

/** DELETE /api/clients/commentaires/delete/{id}: removes one comment of a client's file. */
export function deleteClientCommentaire(
  commentaireId: number,
): Promise<ResponseOf<'deleteClientCommentaire'>> {
  return callEndpoint(route, { params: { id: encryptPathId(commentaireId) } });
}

export function useDeleteClientCommentaire(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClientCommentaire,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminClientKeys.detail(clientId) }),
  });
}
