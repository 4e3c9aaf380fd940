import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';

const getRoute: Route<'getClientAcces'> = {
  name: 'getClientAcces',
  method: 'GET',
  path: '/api/client/acces',
  envelope: 'data',
};
const putRoute: Route<'updateClientAcces'> = {
  name: 'updateClientAcces',
  method: 'PUT',
  path: '/api/client/acces',
  envelope: 'data',
};

export type ClientAcces = ResponseOf<'getClientAcces'>;
const accesKey = ['profil', 'acces'] as const;

/** The household's access instructions and door code (the family's own). */
export function useClientAcces() {
  return useQuery({
    queryKey: accesKey,
    queryFn: (): Promise<ClientAcces> => callEndpoint(getRoute),
  });
}

export function useUpdateClientAcces() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'updateClientAcces'>) => callEndpoint(putRoute, { body }),
    onSuccess: (saved) => queryClient.setQueryData(accesKey, saved),
  });
}
