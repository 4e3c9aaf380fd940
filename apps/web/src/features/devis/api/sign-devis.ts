import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { devisKeys } from '../../../lib/query-keys.ts';

const route: Route<'signDevis'> = {
  name: 'signDevis',
  method: 'POST',
  path: '/api/devis/sign',
  envelope: 'data',
};

export type SignDevisInput = BodyOf<'signDevis'>;

/** POST /api/devis/sign: the client signs the quote (typed or drawn signature, terms accepted). */
export function signDevis(input: SignDevisInput): Promise<ResponseOf<'signDevis'>> {
  return callEndpoint(route, { body: input });
}

export function useSignDevis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signDevis,
    onSettled: () => queryClient.invalidateQueries({ queryKey: devisKeys.all }),
  });
}
