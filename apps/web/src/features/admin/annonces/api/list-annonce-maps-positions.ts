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
export type AnnonceMarker = ResponseOf<'listAnnonceMapsPositions'>[number];

/** POST /api/annonces/maps-positions: the markers of the posts for the map. */
export function listAnnonceMapsPositions(body: AnnoncesMapBody): Promise<AnnonceMarker[]> {
  return callEndpoint(route, { body });
}

export function useAnnonceMapsPositions(body: AnnoncesMapBody) {
  return useQuery({
    queryKey: adminAnnonceKeys.map(body),
    queryFn: () => listAnnonceMapsPositions(body),
  });
}
