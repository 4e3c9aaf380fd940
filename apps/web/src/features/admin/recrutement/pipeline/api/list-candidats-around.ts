import { useInfiniteQuery } from '@tanstack/react-query';
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

/** The search without its page: the pages are loaded one after the other (« Voir plus »). */
export type CandidatsAroundBody = Omit<BodyOf<'listCandidatsAround'>, 'page'>;
export type CandidatsAroundPage = ResponseOf<'listCandidatsAround'>;
export type CandidatAround = CandidatsAroundPage['items'][number];

/** Default radius of an around search, in km. */
export const DEFAULT_RADIUS_KM = 20;
/** Largest radius the API accepts, in km (distanceKMSchema). */
export const MAX_RADIUS_KM = 200;

/**
 * POST /api/candidats/candidats-around: a page of the candidates within `distanceKM` of a point,
 * nearest first (50 per page), with how many are within the radius.
 */
export function listCandidatsAround(
  body: CandidatsAroundBody,
  page = 1,
): Promise<CandidatsAroundPage> {
  return callEndpoint(route, { body: { ...body, page } });
}

/**
 * Runs only once a point is known and the search submitted; the next pages come on demand.
 * `candidats` holds the pages loaded so far.
 */
export function useCandidatsAround(body: CandidatsAroundBody | null) {
  const query = useInfiniteQuery({
    queryKey: candidatsKeys.around(body),
    queryFn: ({ pageParam }) => listCandidatsAround(body as CandidatsAroundBody, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    enabled: body !== null,
  });
  const candidats = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return { ...query, candidats, total };
}
