import type { FacturesFilters } from './list-factures.ts';

/** Query keys of the back office's invoices screen. */
export const adminFactureKeys = {
  all: ['admin', 'factures'] as const,
  list: (filters: FacturesFilters) => ['admin', 'factures', 'list', filters] as const,
  detail: (id: number) => ['admin', 'factures', 'detail', id] as const,
};
