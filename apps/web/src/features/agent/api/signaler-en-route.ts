import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { agentKeys } from './keys.ts';

const route: Route<'signalerEnRoute'> = {
  name: 'signalerEnRoute',
  method: 'POST',
  path: '/api/agent/interventions/{id}/en-route',
  envelope: 'data',
};

/** The agent sets off: the family is told, with the delay given or an estimate. */
export function signalerEnRoute(input: {
  interventionId: number;
  minutes?: number;
}): Promise<ResponseOf<'signalerEnRoute'>> {
  return callEndpoint(route, {
    params: { id: encryptPathId(input.interventionId) },
    body: input.minutes === undefined ? {} : { minutes: input.minutes },
  });
}

export function useSignalerEnRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signalerEnRoute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...agentKeys.all, 'journee'] }),
  });
}
