import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { commercialKeys } from './keys.ts';

const route: Route<'traiterTacheCommercial'> = {
  name: 'traiterTacheCommercial',
  method: 'POST',
  path: '/api/client-cockpit/commercial/traiter',
  envelope: 'data',
};

/** Marks a task treated (or opens it again with `is_traitee` false). */
export function traiterTacheCommercial(
  body: BodyOf<'traiterTacheCommercial'>,
): Promise<ResponseOf<'traiterTacheCommercial'>> {
  return callEndpoint(route, { body });
}

export function useTraiterTacheCommercial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: traiterTacheCommercial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commercialKeys.all }),
  });
}
