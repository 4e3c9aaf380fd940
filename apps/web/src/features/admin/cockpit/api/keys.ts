import type { CockpitFilter } from './list-cockpit-commercial.ts';

/** Query keys of the commercial cockpit: every cockpit query starts with `all`. */
export const cockpitKeys = {
  all: ['admin', 'cockpit-commercial'] as const,
  list: (filter: CockpitFilter, page: number) =>
    ['admin', 'cockpit-commercial', 'list', filter, page] as const,
  counts: ['admin', 'cockpit-commercial', 'counts'] as const,
  equipe: ['admin', 'cockpit-commercial', 'equipe'] as const,
  remplacements: (tacheId: number) =>
    ['admin', 'cockpit-commercial', 'remplacements', tacheId] as const,
};

/** How often the cockpit asks again for its counts and tasks while the tab is visible. */
export const COCKPIT_POLL_MS = 30_000;
