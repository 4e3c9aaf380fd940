import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { prochesKeys } from './keys.ts';

const route: Route<'revokeProche'> = {
  name: 'revokeProche',
  method: 'DELETE',
  path: '/api/proches/{id}',
  envelope: 'data',
};

/** DELETE /api/proches/{id}: removes the relative's access at once. */
export function revokeProche(id: number): Promise<ResponseOf<'revokeProche'>> {
  return callEndpoint(route, { params: { id: encryptPathId(id) } });
}

export function useRevokeProche() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeProche,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prochesKeys.list() }),
  });
}
