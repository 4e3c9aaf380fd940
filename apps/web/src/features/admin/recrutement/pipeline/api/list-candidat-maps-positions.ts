import { useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../../lib/api-client.ts';
import { candidatsKeys } from './keys.ts';

const route: Route<'listCandidatMapsPositions'> = {
  name: 'listCandidatMapsPositions',
  method: 'POST',
  path: '/api/candidat/maps-positions',
  envelope: 'data',
};

export type MapsPositionsBody = BodyOf<'listCandidatMapsPositions'>;
export type CandidatPositions = ResponseOf<'listCandidatMapsPositions'>;
export type CandidatPosition = CandidatPositions['items'][number];

/**
 * POST /api/candidat/maps-positions: where the candidates live, for the map, a bounded number
 * (`tronque` when more candidates match: docs/lists.md).
 */
export function listCandidatMapsPositions(body: MapsPositionsBody): Promise<CandidatPositions> {
  return callEndpoint(route, { body });
}

export function useCandidatMapsPositions(body: MapsPositionsBody) {
  return useQuery({
    queryKey: candidatsKeys.map(body),
    queryFn: () => listCandidatMapsPositions(body),
  });
}
