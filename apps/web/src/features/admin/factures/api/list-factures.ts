import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { adminFactureKeys } from './keys.ts';

const route: Route<'listFactures'> = {
  name: 'listFactures',
  method: 'GET',
  path: '/api/factures',
  envelope: 'data',
};

export type FacturesPage = ResponseOf<'listFactures'>;
export type FactureListItem = FacturesPage['items'][number];

export interface FacturesFilters {
  page: number;
  type?: 'client' | 'mutuelle';
  period?: 'today' | 'week' | 'last-week' | 'month' | 'last-month';
  name?: string;
}

/** GET /api/factures: invoices, paginated, by type, period and client name. */
export function listFactures(filters: FacturesFilters): Promise<FacturesPage> {
  return callEndpoint(route, {
    query: {
      page: filters.page,
      limit: 20,
      type: filters.type,
      period: filters.period,
      name: filters.name?.trim() || undefined,
    },
  });
}

export function useFactures(filters: FacturesFilters) {
  return useQuery({
    queryKey: adminFactureKeys.list(filters),
    queryFn: () => listFactures(filters),
    placeholderData: keepPreviousData,
  });
}
