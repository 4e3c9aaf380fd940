import type { CockpitFilter } from './list-cockpit-recrutement.ts';

/** Query keys of the recruitment cockpit: every one of its queries starts with `all`. */
export const recrutementCockpitKeys = {
  all: ['admin', 'cockpit-recrutement'] as const,
  list: (filter: CockpitFilter, page: number) =>
    ['admin', 'cockpit-recrutement', 'list', filter, page] as const,
  counts: ['admin', 'cockpit-recrutement', 'counts'] as const,
  equipe: ['admin', 'cockpit-recrutement', 'equipe'] as const,
};

/** How often the cockpit asks again for its counts and tasks while the tab is visible. */
export const RECRUTEMENT_COCKPIT_POLL_MS = 30_000;
