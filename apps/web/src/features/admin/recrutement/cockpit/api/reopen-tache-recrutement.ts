import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../../lib/api-client.ts';
import { cockpitKeys } from '../../../../../lib/cockpit-keys.ts';

const route: Route<'reopenTacheRecrutement'> = {
  name: 'reopenTacheRecrutement',
  method: 'POST',
  path: '/api/candidat-cockpit/recrutement/rouvrir',
  envelope: 'data',
};

/** Opens again a recruitment task marked treated by mistake. */
export function reopenTacheRecrutement(
  body: BodyOf<'reopenTacheRecrutement'>,
): Promise<ResponseOf<'reopenTacheRecrutement'>> {
  return callEndpoint(route, { body });
}

export function useReopenTacheRecrutement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenTacheRecrutement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cockpitKeys('recrutement').all }),
  });
}
