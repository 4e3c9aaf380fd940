import { useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { adminClientKeys } from './keys.ts';

const route: Route<'listClientsAround'> = {
  name: 'listClientsAround',
  method: 'POST',
  path: '/api/clients/clients-around',
  envelope: 'data',
};

export type ClientsAroundBody = BodyOf<'listClientsAround'>;
export type ClientAround = ResponseOf<'listClientsAround'>[number];

/** Default radius of an around search, in km (section 9). */
export const DEFAULT_RADIUS_KM = 20;
/** Largest radius the API accepts, in km (distanceKMSchema). */
export const MAX_RADIUS_KM = 200;

/** POST /api/clients/clients-around: clients within `distanceKM` of a point, nearest first. */
export function listClientsAround(body: ClientsAroundBody): Promise<ClientAround[]> {
  return callEndpoint(route, { body });
}

/** Runs only once a point is chosen and the search submitted. */
export function useClientsAround(body: ClientsAroundBody | null) {
  return useQuery({
    queryKey: adminClientKeys.around(body ?? { lat: 0, lng: 0, statut_ids: [] }),
    queryFn: () => listClientsAround(body as ClientsAroundBody),
    enabled: body !== null,
  });
}
