import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { adminReleveKeys } from './keys.ts';

const route: Route<'listReleves'> = {
  name: 'listReleves',
  method: 'GET',
  path: '/api/releves',
  envelope: 'data',
};

export type RelevesPage = ResponseOf<'listReleves'>;
export type ReleveLigneAdmin = RelevesPage['items'][number];
export type ReleveStatut = ReleveLigneAdmin['statut'];

export interface RelevesFilters {
  page: number;
  periode?: string;
  statut?: ReleveStatut;
}

/** GET /api/releves: timesheet lines of every client, by month and status. */
export function listReleves(filters: RelevesFilters): Promise<RelevesPage> {
  return callEndpoint(route, {
    query: {
      page: filters.page,
      limit: 20,
      periode: filters.periode || undefined,
      statut: filters.statut,
    },
  });
}

export function useReleves(filters: RelevesFilters) {
  return useQuery({
    queryKey: adminReleveKeys.list(filters),
    queryFn: () => listReleves(filters),
    placeholderData: keepPreviousData,
  });
}
