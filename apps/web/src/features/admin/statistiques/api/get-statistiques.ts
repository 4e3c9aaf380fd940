import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';

const route: Route<'getStatistiques'> = {
  name: 'getStatistiques',
  method: 'GET',
  path: '/api/statistiques',
  envelope: 'data',
};

export type Statistiques = ResponseOf<'getStatistiques'>;
export type StatistiquesMois = Statistiques['mois'][number];
export type StatistiquesTotaux = Statistiques['totaux'];

/** The screen's filters: a month range 'YYYY-MM' and one service (null: all). */
export interface StatistiquesFilters {
  du: string;
  au: string;
  skillId: number | null;
}

export const statistiquesKeys = {
  all: ['admin', 'statistiques'] as const,
  range: (filters: StatistiquesFilters) => ['admin', 'statistiques', filters] as const,
};

/** The query of the filters, as the API reads it (`skill_id` left out for all services). */
export function statistiquesQuery(filters: StatistiquesFilters) {
  return {
    du: filters.du,
    au: filters.au,
    ...(filters.skillId === null ? {} : { skill_id: filters.skillId }),
  };
}

/** GET /api/statistiques: the agency's figures, month by month (administrator and managers). */
export function getStatistiques(filters: StatistiquesFilters): Promise<Statistiques> {
  return callEndpoint(route, { query: statistiquesQuery(filters) });
}

export function useStatistiques(filters: StatistiquesFilters, enabled: boolean) {
  return useQuery({
    queryKey: statistiquesKeys.range(filters),
    queryFn: () => getStatistiques(filters),
    placeholderData: keepPreviousData,
    enabled,
  });
}
