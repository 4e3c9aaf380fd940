import { useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { adminAnnonceKeys } from './keys.ts';

const route: Route<'listAnnonceMapsPositions'> = {
  name: 'listAnnonceMapsPositions',
  method: 'POST',
  path: '/api/annonces/maps-positions',
  envelope: 'data',
};

export type AnnoncesMapBody = BodyOf<'listAnnonceMapsPositions'>;
export type AnnonceMarkers = ResponseOf<'listAnnonceMapsPositions'>;
export type AnnonceMarker = AnnonceMarkers['items'][number];

/**
 * POST /api/annonces/maps-positions: the markers of the posts for the map, a bounded number
 * (`tronque` when more posts match: docs/lists.md).
 */
export function listAnnonceMapsPositions(body: AnnoncesMapBody): Promise<AnnonceMarkers> {
  return callEndpoint(route, { body });
}

export function useAnnonceMapsPositions(body: AnnoncesMapBody) {
  return useQuery({
    queryKey: adminAnnonceKeys.map(body),
    queryFn: () => listAnnonceMapsPositions(body),
  });
}
