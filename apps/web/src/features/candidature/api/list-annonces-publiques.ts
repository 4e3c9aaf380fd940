import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { candidatureKeys } from './keys.ts';

const route: Route<'listAnnoncesPubliques'> = {
  name: 'listAnnoncesPubliques',
  method: 'POST',
  path: '/api/candidat/annonces-publiques',
  envelope: 'data',
};

export type AnnoncePublique = ResponseOf<'listAnnoncesPubliques'>[number];

/** POST /api/candidat/annonces-publiques: active job posts around a point (city only). */
export function listAnnoncesPubliques(
  lat: number,
  lng: number,
  services: number[],
): Promise<ResponseOf<'listAnnoncesPubliques'>> {
  return callEndpoint(route, {
    body: { lat, lng, services: services as BodyOf<'listAnnoncesPubliques'>['services'] },
  });
}

export function useAnnoncesPubliques(
  position: { lat: number; lng: number } | null,
  services: number[],
) {
  return useQuery({
    queryKey: candidatureKeys.annonces(position?.lat ?? 0, position?.lng ?? 0),
    queryFn: () => listAnnoncesPubliques(position!.lat, position!.lng, services),
    enabled: position !== null,
    retry: false,
  });
}
