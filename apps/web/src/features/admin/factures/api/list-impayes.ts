import type { ImpayeTrancheId } from '@maisonnee/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { adminFactureKeys } from './keys.ts';

const route: Route<'listImpayes'> = {
  name: 'listImpayes',
  method: 'GET',
  path: '/api/factures/impayes',
  envelope: 'data',
};

export type Impayes = ResponseOf<'listImpayes'>;
export type ImpayeItem = Impayes['items'][number];

export interface ImpayesFilters {
  page: number;
  tranche?: ImpayeTrancheId;
}

/** GET /api/factures/impayes: the aged list, one bucket or all, paginated (docs/paiements.md). */
export function listImpayes(filters: ImpayesFilters): Promise<Impayes> {
  return callEndpoint(route, {
    query: { page: filters.page, limit: 20, tranche: filters.tranche },
  });
}

/** Under the invoices' key: recording a payment elsewhere on the screen reads it again. */
export function useImpayes(filters: ImpayesFilters) {
  return useQuery({
    queryKey: [...adminFactureKeys.all, 'impayes', filters] as const,
    queryFn: () => listImpayes(filters),
    placeholderData: keepPreviousData,
  });
}
