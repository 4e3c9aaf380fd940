import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getFacture, type Facture } from '../../../../lib/factures.ts';
import { adminFactureKeys } from './keys.ts';

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
