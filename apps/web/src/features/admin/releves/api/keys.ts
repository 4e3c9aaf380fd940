import type { RelevesFilters } from './list-releves.ts';

/** Query keys of the back office's timesheets screen. */
export const adminReleveKeys = {
  all: ['admin', 'releves'] as const,
  list: (filters: RelevesFilters) => ['admin', 'releves', 'list', filters] as const,
};
