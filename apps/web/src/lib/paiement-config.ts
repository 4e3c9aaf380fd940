import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from './api-client.ts';

const route: Route<'getPaiementConfig'> = {
  name: 'getPaiementConfig',
  method: 'GET',
  path: '/api/paiements/config',
  envelope: 'data',
};

export type PaiementConfig = ResponseOf<'getPaiementConfig'>;

/** GET /api/paiements/config: online payment on (Stripe publishable key) or the transfer details. */
export function getPaiementConfig(): Promise<PaiementConfig> {
  return callEndpoint(route);
}

/** One cache entry for the invoice and payment screens: a page asks once. */
export function usePaiementConfig() {
  return useQuery({
    queryKey: ['paiement', 'config'],
    queryFn: getPaiementConfig,
    staleTime: 5 * 60_000,
  });
}
