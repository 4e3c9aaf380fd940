import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { agentKeys } from './keys.ts';

const route: Route<'listContratsTravail'> = {
  name: 'listContratsTravail',
  method: 'GET',
  path: '/api/candidats/contrats/{candidatId}',
  envelope: 'data',
};

export type ContratTravail = ResponseOf<'listContratsTravail'>[number];

/** The candidate's work contracts, newest first (encrypted id in the path). */
export function listContratsTravail(candidatId: number): Promise<ContratTravail[]> {
  return callEndpoint(route, { params: { candidatId: encryptPathId(candidatId) } });
}

export function useContratsTravail(candidatId: number) {
  return useQuery({
    queryKey: agentKeys.contrats(candidatId),
    queryFn: () => listContratsTravail(candidatId),
  });
}
