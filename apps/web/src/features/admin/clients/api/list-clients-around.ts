import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { useAroundPages } from '../../../../lib/around-pages.ts';
import { adminClientKeys } from './keys.ts';

const route: Route<'listClientsAround'> = {
  name: 'listClientsAround',
  method: 'POST',
  path: '/api/clients/clients-around',
  envelope: 'data',
};

/** The search without its page: the pages are loaded one after the other (« Voir plus »). */
export type ClientsAroundBody = Omit<BodyOf<'listClientsAround'>, 'page'>;
export type ClientsAroundPage = ResponseOf<'listClientsAround'>;
export type ClientAround = ClientsAroundPage['items'][number];

/**
 * POST /api/clients/clients-around: a page of the clients within `distanceKM` of a point, nearest
 * first (50 per page), with how many are within the radius.
 */
export function listClientsAround(body: ClientsAroundBody, page = 1): Promise<ClientsAroundPage> {
  return callEndpoint(route, { body: { ...body, page } });
}

/** Runs only once a point is chosen and the search submitted; the next pages come on demand. */
export function useClientsAround(body: ClientsAroundBody | null) {
  return useAroundPages(
    (search) => adminClientKeys.around(search ?? { lat: 0, lng: 0, statut_ids: [] }),
    listClientsAround,
    body,
  );
}
