import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../../lib/path-id.ts';
import { ficheKeys } from './keys.ts';

export type Candidat = ResponseOf<'getCandidat'>;

const route: Route<'getCandidat'> = {
  name: 'getCandidat',
  method: 'GET',
  path: '/api/candidat/{id}',
  envelope: 'data',
};

/** GET /api/candidat/{id}: the candidate's file, with comments and history for the back office. */
export function getCandidat(candidatId: number): Promise<Candidat> {
  return callEndpoint(route, { params: { id: encryptPathId(candidatId) } });
}

export function useCandidat(candidatId: number) {
  return useQuery({
    queryKey: ficheKeys.detail(candidatId),
    queryFn: () => getCandidat(candidatId),
  });
}
