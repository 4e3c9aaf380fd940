import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from './api-client.ts';

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

/**
 * Key of a search by name: under the candidates' keys (`['admin', 'candidats']`), so that a move in
 * the pipeline refreshes it. Shared by the candidates' search and the messaging's recipients.
 */
export const candidatsByNameKey = (name: string) => ['admin', 'candidats', 'name', name] as const;

/** Runs once a name is submitted (null: nothing asked yet). */
export function useCandidatsByName(name: string | null) {
  return useQuery({
    queryKey: candidatsByNameKey(name ?? ''),
    queryFn: () => searchCandidatsByName(name ?? ''),
    enabled: name !== null,
  });
}
