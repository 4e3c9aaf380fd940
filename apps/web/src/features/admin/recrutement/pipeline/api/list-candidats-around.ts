import { useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../../lib/api-client.ts';
import { candidatsKeys } from './keys.ts';

const route: Route<'listCandidatsAround'> = {
  name: 'listCandidatsAround',
  method: 'POST',
  path: '/api/candidats/candidats-around',
  envelope: 'data',
};

export type CandidatsAroundBody = BodyOf<'listCandidatsAround'>;
export type CandidatAround = ResponseOf<'listCandidatsAround'>[number];

/** Default radius of an around search, in km. */
export const DEFAULT_RADIUS_KM = 20;
/** Largest radius the API accepts, in km (distanceKMSchema). */
export const MAX_RADIUS_KM = 200;

/** POST /api/candidats/candidats-around: candidates within `distanceKM` of a point. */
export function listCandidatsAround(body: CandidatsAroundBody): Promise<CandidatAround[]> {
  return callEndpoint(route, { body });
}

/** Runs only once a point is known and the search submitted. */
export function useCandidatsAround(body: CandidatsAroundBody | null) {
  return useQuery({
    queryKey: candidatsKeys.around(body),
    queryFn: () => listCandidatsAround(body as CandidatsAroundBody),
    enabled: body !== null,
  });
}
