import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { devisKeys } from '../../../lib/query-keys.ts';

const route: Route<'addBesoin'> = {
  name: 'addBesoin',
  method: 'POST',
  path: '/api/client/add-besoin',
  envelope: 'data',
};

export type AddBesoinInput = BodyOf<'addBesoin'>;

/** POST /api/client/add-besoin: extends a running mission; a complementary quote is created. */
export function addBesoin(input: AddBesoinInput): Promise<ResponseOf<'addBesoin'>> {
  return callEndpoint(route, { body: input });
}

export function useAddBesoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBesoin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devisKeys.all }),
  });
}
