import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { COCKPIT_POLL_MS, cockpitKeys } from './keys.ts';

const route: Route<'listCockpitCommercial'> = {
  name: 'listCockpitCommercial',
  method: 'POST',
  path: '/api/client-cockpit/commercial',
  envelope: 'data',
};

export type CockpitFilter = BodyOf<'listCockpitCommercial'>;
export type CockpitPage = ResponseOf<'listCockpitCommercial'>;
export type CockpitTache = CockpitPage['items'][number];

/** POST /api/client-cockpit/commercial?page: one page of the commercial tasks, filtered. */
export function listCockpitCommercial(filter: CockpitFilter, page: number): Promise<CockpitPage> {
  return callEndpoint(route, { body: filter, query: { page } });
}

/**
 * The tasks, asked again every 30 s so that new work shows without reloading; TanStack Query
 * pauses the interval while the tab is hidden (refetchIntervalInBackground false).
 */
export function useCockpitCommercial(filter: CockpitFilter, page: number) {
  return useQuery({
    queryKey: cockpitKeys.list(filter, page),
    queryFn: () => listCockpitCommercial(filter, page),
    placeholderData: keepPreviousData,
    refetchInterval: COCKPIT_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
