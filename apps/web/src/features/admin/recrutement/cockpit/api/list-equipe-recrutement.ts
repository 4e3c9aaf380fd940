import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../../lib/api-client.ts';
import { recrutementCockpitKeys } from './keys.ts';

const route: Route<'listEquipeRecrutement'> = {
  name: 'listEquipeRecrutement',
  method: 'GET',
  path: '/api/candidat-cockpit/equipe',
  envelope: 'data',
};

/** GET /api/candidat-cockpit/equipe: the recruitment colleagues a task can be given to. */
export function listEquipeRecrutement(): Promise<ResponseOf<'listEquipeRecrutement'>> {
  return callEndpoint(route);
}

/** The team changes rarely: asked once per screen (every five minutes at most), when allowed. */
export function useEquipeRecrutement(enabled: boolean) {
  return useQuery({
    queryKey: recrutementCockpitKeys.equipe,
    queryFn: listEquipeRecrutement,
    enabled,
    staleTime: 5 * 60_000,
  });
}
