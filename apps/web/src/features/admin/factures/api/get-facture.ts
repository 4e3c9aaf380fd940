import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { adminFactureKeys } from './keys.ts';

const route: Route<'getFacture'> = {
  name: 'getFacture',
  method: 'GET',
  path: '/api/facture/{id}',
  envelope: 'data',
};

/** An invoice or credit note with its lines. */
export type Facture = ResponseOf<'getFacture'>;

/** GET /api/facture/{id}: one invoice with its lines. */
export function getFacture(id: number): Promise<Facture> {
  return callEndpoint(route, { params: { id: encryptPathId(id) } });
}

export function useFacture(id: number | null) {
  return useQuery({
    queryKey: adminFactureKeys.detail(id ?? 0),
    queryFn: () => getFacture(id as number),
    enabled: id !== null,
  });
}

/**
 * A write that answers an invoice: that invoice is kept as answered and the lists are read
 * again (its status, amount paid or a new credit note show there).
 */
export function useFactureWrite<B>(call: (body: B) => Promise<Facture>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (facture) => {
      queryClient.setQueryData(adminFactureKeys.detail(facture.id), facture);
      return queryClient.invalidateQueries({ queryKey: adminFactureKeys.all });
    },
  });
}
