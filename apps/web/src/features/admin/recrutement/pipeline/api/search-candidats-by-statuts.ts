import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../../lib/api-client.ts';
import { candidatsKeys } from './keys.ts';

const route: Route<'searchCandidatsByStatuts'> = {
  name: 'searchCandidatsByStatuts',
  method: 'POST',
  path: '/api/candidats/search-by-statuts',
  envelope: 'data',
};

export type CandidatsPage = ResponseOf<'searchCandidatsByStatuts'>;
export type CandidatItem = CandidatsPage['items'][number];

/** POST /api/candidats/search-by-statuts?page: one page of the candidates in one status. */
export function searchCandidatsByStatut(statutId: number, page: number): Promise<CandidatsPage> {
  return callEndpoint(route, { body: { statut_ids: [statutId] }, query: { page } });
}

/** One column of the pipeline (or one tab of agents): its page of candidates and its total. */
export function useCandidatsByStatut(statutId: number, page: number) {
  return useQuery({
    queryKey: candidatsKeys.statut(statutId, page),
    queryFn: () => searchCandidatsByStatut(statutId, page),
    placeholderData: keepPreviousData,
  });
}
