import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../../lib/api-client.ts';
import { RECRUTEMENT_COCKPIT_POLL_MS, recrutementCockpitKeys } from './keys.ts';

const route: Route<'listCockpitRecrutement'> = {
  name: 'listCockpitRecrutement',
  method: 'POST',
  path: '/api/candidat-cockpit/recrutement',
  envelope: 'data',
};

export type CockpitFilter = BodyOf<'listCockpitRecrutement'>;
export type CockpitPage = ResponseOf<'listCockpitRecrutement'>;
export type TacheRecrutement = CockpitPage['items'][number];

/** POST /api/candidat-cockpit/recrutement?page: one page of the recruitment tasks, filtered. */
export function listCockpitRecrutement(filter: CockpitFilter, page: number): Promise<CockpitPage> {
  return callEndpoint(route, { body: filter, query: { page } });
}

/**
 * The tasks, asked again every 30 s so that a new application shows without reloading; the
 * interval pauses while the tab is hidden (refetchIntervalInBackground false).
 */
export function useCockpitRecrutement(filter: CockpitFilter, page: number) {
  return useQuery({
    queryKey: recrutementCockpitKeys.list(filter, page),
    queryFn: () => listCockpitRecrutement(filter, page),
    placeholderData: keepPreviousData,
    refetchInterval: RECRUTEMENT_COCKPIT_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
