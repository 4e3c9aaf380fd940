import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { devisKeys } from '../../../../lib/query-keys.ts';

const route: Route<'deleteDevis'> = {
  name: 'deleteDevis',
  method: 'DELETE',
  path: '/api/devis/delete/{id}',
  envelope: 'data',
};

/** DELETE /api/devis/delete/{id}: removes an unsigned quote (a signed one answers 409). */
export function deleteDevis(devisId: number): Promise<ResponseOf<'deleteDevis'>> {
  return callEndpoint(route, { params: { id: encryptPathId(devisId) } });
}

export function useDeleteDevis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDevis,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devisKeys.all }),
  });
}
