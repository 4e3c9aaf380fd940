import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { cockpitKeys } from './keys.ts';

const route: Route<'affectTacheCommercial'> = {
  name: 'affectTacheCommercial',
  method: 'POST',
  path: '/api/client-cockpit/commercial/affect-tache',
  envelope: 'data',
};

/** Gives a task to a colleague (`user_id`), or frees it (`user_id` null). */
export function affectTacheCommercial(
  body: BodyOf<'affectTacheCommercial'>,
): Promise<ResponseOf<'affectTacheCommercial'>> {
  return callEndpoint(route, { body });
}

export function useAffectTacheCommercial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: affectTacheCommercial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cockpitKeys.all }),
  });
}
