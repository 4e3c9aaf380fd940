import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../../lib/api-client.ts';
import { useAroundPages } from '../../../../../lib/around-pages.ts';
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

/** Runs only once a point is known and the search submitted; the next pages come on demand. */
export function useCandidatsAround(body: CandidatsAroundBody | null) {
  return useAroundPages(candidatsKeys.around, listCandidatsAround, body);
}
