import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { adminReleveKeys } from './keys.ts';

const route: Route<'corrigerReleveLigne'> = {
  name: 'corrigerReleveLigne',
  method: 'POST',
  path: '/api/releves/corriger',
  envelope: 'data',
};

/** POST /api/releves/corriger: the agency rules a contested line (minutes kept, a note). */
export function corrigerReleveLigne(
  body: BodyOf<'corrigerReleveLigne'>,
): Promise<ResponseOf<'corrigerReleveLigne'>> {
  return callEndpoint(route, { body });
}

export function useCorrigerReleveLigne() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: corrigerReleveLigne,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReleveKeys.all }),
  });
}
