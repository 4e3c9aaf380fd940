import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../../lib/api-client.ts';
import { candidatsKeys } from './keys.ts';

const route: Route<'searchCandidats'> = {
  name: 'searchCandidats',
  method: 'POST',
  path: '/api/candidats/search',
  envelope: 'data',
};

export type CandidatsSearchBody = BodyOf<'searchCandidats'>;

/** POST /api/candidats/search: candidates by status, service, postal code or text, paginated. */
export function searchCandidats(body: CandidatsSearchBody): Promise<ResponseOf<'searchCandidats'>> {
  return callEndpoint(route, { body });
}

/** Runs once the search is submitted (null: nothing asked yet). */
export function useSearchCandidats(body: CandidatsSearchBody | null) {
  return useQuery({
    queryKey: candidatsKeys.search(body),
    queryFn: () => searchCandidats(body as CandidatsSearchBody),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}
