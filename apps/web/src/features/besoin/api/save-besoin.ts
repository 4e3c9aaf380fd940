import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { devisKeys } from '../../../lib/query-keys.ts';
import { clientQueryKey } from './get-client.ts';

const route: Route<'saveBesoin'> = {
  name: 'saveBesoin',
  method: 'POST',
  path: '/api/client/save-besoin',
  envelope: 'data',
};

export type SaveBesoinInput = BodyOf<'saveBesoin'>;
/** The quote made from a need (save-besoin or add-besoin). */
export type SavedDevis = ResponseOf<'saveBesoin'>;

/** POST /api/client/save-besoin: submits the need; the quote is created and the draft deleted. */
export function saveBesoin(input: SaveBesoinInput): Promise<ResponseOf<'saveBesoin'>> {
  return callEndpoint(route, { body: input });
}

export function useSaveBesoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBesoin,
    // The client's record lists its quotes: the need just sent shows in « Mes besoins ».
    onSuccess: (devis) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: devisKeys.all }),
        queryClient.invalidateQueries({ queryKey: clientQueryKey(devis.client_id) }),
      ]),
  });
}
