import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { devisKeys } from '../../../../lib/query-keys.ts';

const route: Route<'refuseDevis'> = {
  name: 'refuseDevis',
  method: 'POST',
  path: '/api/devis/refuse',
  envelope: 'data',
};

/**
 * POST /api/devis/refuse: records that the client turned down a quote waiting for its signature
 * (or expired, or a draft); the reason, when given, goes to the client's file.
 */
export function refuseDevis(input: {
  devisId: number;
  motif?: string;
}): Promise<ResponseOf<'refuseDevis'>> {
  const motif = input.motif?.trim();
  return callEndpoint(route, {
    body: motif ? { devis_id: input.devisId, motif } : { devis_id: input.devisId },
  });
}

export function useRefuseDevis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refuseDevis,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devisKeys.all }),
  });
}
