import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../../lib/api-client.ts';
import { candidatsKeys } from './keys.ts';

const route: Route<'searchCandidatsByName'> = {
  name: 'searchCandidatsByName',
  method: 'POST',
  path: '/api/candidat/name',
  envelope: 'data',
};

/** POST /api/candidat/name: the candidates and agents whose name matches (20 at most). */
export function searchCandidatsByName(name: string): Promise<ResponseOf<'searchCandidatsByName'>> {
  return callEndpoint(route, { body: { name } });
}

/** Runs once a name is submitted (null: nothing asked yet). */
export function useCandidatsByName(name: string | null) {
  return useQuery({
    queryKey: candidatsKeys.byName(name ?? ''),
    queryFn: () => searchCandidatsByName(name ?? ''),
    enabled: name !== null,
  });
}
