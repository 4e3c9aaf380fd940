import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../../lib/api-client.ts';
import { RECRUTEMENT_COCKPIT_POLL_MS, recrutementCockpitKeys } from './keys.ts';

const route: Route<'countCockpitRecrutement'> = {
  name: 'countCockpitRecrutement',
  method: 'GET',
  path: '/api/candidat-cockpit/recrutement/counts',
  envelope: 'data',
};

export type RecrutementCounts = ResponseOf<'countCockpitRecrutement'>;

/** GET /api/candidat-cockpit/recrutement/counts: open tasks the caller sees, in all and by type. */
export function countCockpitRecrutement(): Promise<RecrutementCounts> {
  return callEndpoint(route);
}

/**
 * The badges' counts, asked again every 30 s while the tab is visible (like the commercial
 * cockpit); a failure is retried a bounded number of times by the query client, never in a loop.
 */
export function useCockpitRecrutementCounts() {
  return useQuery({
    queryKey: recrutementCockpitKeys.counts,
    queryFn: countCockpitRecrutement,
    refetchInterval: RECRUTEMENT_COCKPIT_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}
