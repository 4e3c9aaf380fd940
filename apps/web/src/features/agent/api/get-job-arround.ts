import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

const route: Route<'getJobArround'> = {
  name: 'getJobArround',
  method: 'GET',
  path: '/api/candidat/JobArround',
  envelope: 'data',
};

export type AnnonceProche = ResponseOf<'getJobArround'>[number];

/** Active job posts around the signed-in agent's address, in its services. */
export function getJobArround(distanceKM: number): Promise<AnnonceProche[]> {
  return callEndpoint(route, { query: { distanceKM } });
}

export function useJobArround(distanceKM: number) {
  return useQuery({
    queryKey: agentKeys.annonces(distanceKM),
    queryFn: () => getJobArround(distanceKM),
    // Another radius keeps the last list on screen until the new one comes.
    placeholderData: keepPreviousData,
  });
}
