import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { devisKeys } from '../../../../lib/query-keys.ts';

const route: Route<'createDevisLibre'> = {
  name: 'createDevisLibre',
  method: 'POST',
  path: '/api/devis/devis-libre',
  envelope: 'data',
};

export type DevisLibreBody = BodyOf<'createDevisLibre'>;

/** POST /api/devis/devis-libre: a quote composed by the back office, sent when `send` is true. */
export function createDevisLibre(body: DevisLibreBody): Promise<ResponseOf<'createDevisLibre'>> {
  return callEndpoint(route, { body });
}

export function useCreateDevisLibre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDevisLibre,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devisKeys.all }),
  });
}
