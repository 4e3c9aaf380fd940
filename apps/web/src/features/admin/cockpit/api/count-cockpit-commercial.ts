import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { COCKPIT_POLL_MS, cockpitKeys } from './keys.ts';

const route: Route<'countCockpitCommercial'> = {
  name: 'countCockpitCommercial',
  method: 'GET',
  path: '/api/client-cockpit/commercial/counts',
  envelope: 'data',
};

export type CockpitCounts = ResponseOf<'countCockpitCommercial'>;

/** GET /api/client-cockpit/commercial/counts: open tasks the caller sees, in all and by type. */
export function countCockpitCommercial(): Promise<CockpitCounts> {
  return callEndpoint(route);
}

/**
 * The badges' counts, asked again every 30 s so that they change without reloading; the interval
 * pauses while the tab is hidden (refetchIntervalInBackground false) and a failure is retried a
 * bounded number of times by the query client, never in a loop.
 */
export function useCockpitCounts() {
  return useQuery({
    queryKey: cockpitKeys.counts,
    queryFn: countCockpitCommercial,
    refetchInterval: COCKPIT_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}
