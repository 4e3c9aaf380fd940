import { useInfiniteQuery } from '@tanstack/react-query';
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

/** The search without its page: the pages are loaded one after the other (« Voir plus »). */
export type ClientsAroundBody = Omit<BodyOf<'listClientsAround'>, 'page'>;
export type ClientsAroundPage = ResponseOf<'listClientsAround'>;
export type ClientAround = ClientsAroundPage['items'][number];

/** Default radius of an around search, in km (section 9). */
export const DEFAULT_RADIUS_KM = 20;
/** Largest radius the API accepts, in km (distanceKMSchema). */
export const MAX_RADIUS_KM = 200;

/**
 * POST /api/clients/clients-around: a page of the clients within `distanceKM` of a point, nearest
 * first (50 per page), with how many are within the radius.
 */
export function listClientsAround(body: ClientsAroundBody, page = 1): Promise<ClientsAroundPage> {
  return callEndpoint(route, { body: { ...body, page } });
}

/**
 * Runs only once a point is chosen and the search submitted; the next pages come on demand.
 * `clients` holds the pages loaded so far.
 */
export function useClientsAround(body: ClientsAroundBody | null) {
  const query = useInfiniteQuery({
    queryKey: adminClientKeys.around(body ?? { lat: 0, lng: 0, statut_ids: [] }),
    queryFn: ({ pageParam }) => listClientsAround(body as ClientsAroundBody, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    enabled: body !== null,
  });
  const clients = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return { ...query, clients, total };
}
