import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { commercialKeys } from './keys.ts';

const route: Route<'reaffecterInterventionCommercial'> = {
  name: 'reaffecterInterventionCommercial',
  method: 'POST',
  path: '/api/client-cockpit/commercial/reaffecter',
  envelope: 'data',
};

/** Gives a planned intervention to another agent; the client and both agents are told. */
export function reaffecterIntervention(
  body: BodyOf<'reaffecterInterventionCommercial'>,
): Promise<ResponseOf<'reaffecterInterventionCommercial'>> {
  return callEndpoint(route, { body });
}

export function useReaffecterIntervention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reaffecterIntervention,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commercialKeys.all }),
  });
}
