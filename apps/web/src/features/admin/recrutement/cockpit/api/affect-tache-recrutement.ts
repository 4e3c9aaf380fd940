import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../../lib/api-client.ts';
import { recrutementCockpitKeys } from './keys.ts';

const route: Route<'affectTacheRecrutement'> = {
  name: 'affectTacheRecrutement',
  method: 'POST',
  path: '/api/candidat-cockpit/recrutement/affect-tache',
  envelope: 'data',
};

/** Gives a recruitment task to a colleague (`user_id`), or frees it (`user_id` null). */
export function affectTacheRecrutement(
  body: BodyOf<'affectTacheRecrutement'>,
): Promise<ResponseOf<'affectTacheRecrutement'>> {
  return callEndpoint(route, { body });
}

export function useAffectTacheRecrutement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: affectTacheRecrutement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recrutementCockpitKeys.all }),
  });
}
