import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { paiementKeys } from './keys.ts';

export type PaymentMethod = ResponseOf<'listClientPaymentMethods'>[number];
export type PaymentMethodType = PaymentMethod['type'];
export type StripeSecret = ResponseOf<'setStripeSecret'>;

const listRoute: Route<'listClientPaymentMethods'> = {
  name: 'listClientPaymentMethods',
  method: 'GET',
  path: '/api/client/payment-method/{id}',
  envelope: 'data',
};
const defaultRoute: Route<'setDefaultMoyenPaiement'> = {
  name: 'setDefaultMoyenPaiement',
  method: 'POST',
  path: '/api/clients/moyen-paiement/default',
  envelope: 'data',
};
const removeRoute: Route<'removeMoyenPaiement'> = {
  name: 'removeMoyenPaiement',
  method: 'DELETE',
  path: '/api/clients/moyen-paiement/remove/{id}',
  envelope: 'data',
};
const saveRoute: Route<'saveMoyenPaiement'> = {
  name: 'saveMoyenPaiement',
  method: 'POST',
  path: '/api/clients/moyen-paiement/save',
  envelope: 'data',
};
const secretRoute: Route<'setStripeSecret'> = {
  name: 'setStripeSecret',
  method: 'POST',
  path: '/api/client/set-stripe-secret',
  envelope: 'data',
};

/** The default method first, then the others as the API sends them. */
export function defaultFirst(methods: readonly PaymentMethod[]): PaymentMethod[] {
  return [...methods].sort((a, b) => Number(b.is_default) - Number(a.is_default));
}

/** GET /api/client/payment-method/{id}: the client's saved methods. */
export async function listClientPaymentMethods(clientId: number): Promise<PaymentMethod[]> {
  const methods = await callEndpoint(listRoute, { params: { id: encryptPathId(clientId) } });
  return defaultFirst(methods);
}

export function usePaymentMethods(clientId: number, enabled = true) {
  return useQuery({
    queryKey: paiementKeys.methods(clientId),
    queryFn: () => listClientPaymentMethods(clientId),
    enabled,
  });
}

export function useSetDefaultMethod(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethodId: number) =>
      callEndpoint(defaultRoute, { body: { payment_method_id: paymentMethodId } }),
    onSuccess: (methods) =>
      queryClient.setQueryData(paiementKeys.methods(clientId), defaultFirst(methods)),
  });
}

export function useRemoveMethod(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethodId: number) =>
      callEndpoint(removeRoute, { params: { id: encryptPathId(paymentMethodId) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paiementKeys.methods(clientId) }),
  });
}

export function useSaveMethod(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'saveMoyenPaiement'>) => callEndpoint(saveRoute, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paiementKeys.methods(clientId) }),
  });
}

/** POST /api/client/set-stripe-secret: the secret of Stripe's form for a card or a SEPA debit. */
export function useStripeSecret() {
  return useMutation({
    mutationFn: (body: BodyOf<'setStripeSecret'>) => callEndpoint(secretRoute, { body }),
  });
}
