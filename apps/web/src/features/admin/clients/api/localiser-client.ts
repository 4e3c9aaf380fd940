import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { adminClientKeys } from './keys.ts';

const route: Route<'localiserClient'> = {
  name: 'localiserClient',
  method: 'POST',
  path: '/api/clients/localiser',
  envelope: 'data',
};

/** POST /api/clients/localiser: places the client's address on the map. */
export function localiserClient(
  clientId: number,
  lat: number,
  lng: number,
): Promise<ResponseOf<'localiserClient'>> {
  return callEndpoint(route, { body: { client_id: clientId, lat, lng } });
}

export function useLocaliserClient(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lat, lng }: { lat: number; lng: number }) => localiserClient(clientId, lat, lng),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminClientKeys.detail(clientId) }),
  });
}
