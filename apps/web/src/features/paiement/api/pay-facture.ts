import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Facture } from '@maisonnee/contract';
import { callEndpoint, type Route } from '../../../lib/api-client.ts';
import { getFacture } from '../../../lib/factures.ts';
import { paiementKeys } from './keys.ts';

const payRoute: Route<'payFacture'> = {
  name: 'payFacture',
  method: 'POST',
  path: '/api/factures/payer',
  envelope: 'data',
};

/** How often the invoice is read again while a charge is under way. */
export const PAYMENT_POLL_MS = 3000;

/** A charge is settled when the invoice is paid or the charge failed. */
export function paymentSettled(facture: Pick<Facture, 'statut' | 'paiement_statut'>): boolean {
  return facture.statut === 'payee' || facture.paiement_statut === 'echoue';
}

/** POST /api/factures/payer: charges the invoice on the client's default method. */
export function usePayFacture() {
  return useMutation({
    mutationFn: (factureId: number) => callEndpoint(payRoute, { body: { facture_id: factureId } }),
  });
}

/** The invoice read again every few seconds while `polling`, until the charge is settled. */
export function usePolledFacture(factureId: number, polling: boolean) {
  return useQuery({
    queryKey: paiementKeys.facture(factureId),
    queryFn: () => getFacture(factureId),
    enabled: polling,
    gcTime: 0,
    refetchInterval: (query) =>
      query.state.data && paymentSettled(query.state.data) ? false : PAYMENT_POLL_MS,
  });
}

/**
 * Once a charge is settled, every invoice screen reads its data again (the lists and details of
 * the invoice feature), but not the polled copy of this one.
 */
export function refreshAfterPayment(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => !(query.queryKey[0] === 'paiement' && query.queryKey[1] === 'facture'),
  });
}

export function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return () => refreshAfterPayment(queryClient);
}
