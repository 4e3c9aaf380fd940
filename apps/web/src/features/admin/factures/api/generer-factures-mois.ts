import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { adminFactureKeys } from './keys.ts';

const route: Route<'genererFacturesMois'> = {
  name: 'genererFacturesMois',
  method: 'POST',
  path: '/api/factures/generer-mois',
  envelope: 'data',
};

export type GenerationMois = ResponseOf<'genererFacturesMois'>;

/** POST /api/factures/generer-mois: the month's drafts from the confirmed hours, no duplicate. */
export function genererFacturesMois(body: BodyOf<'genererFacturesMois'>): Promise<GenerationMois> {
  return callEndpoint(route, { body });
}

export function useGenererFacturesMois() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: genererFacturesMois,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminFactureKeys.all }),
  });
}
