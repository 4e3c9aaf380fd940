import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from './api-client.ts';
import { formatMinutes } from './format.ts';
import { encryptPathId } from './path-id.ts';
import { prolongationKeys } from './query-keys.ts';

/*
 * The extension of an intervention, read by the agent (who asks for it) and by the client (who
 * answers or extends directly): one call and one cache entry for both spaces.
 */
const route: Route<'getProlongationIntervention'> = {
  name: 'getProlongationIntervention',
  method: 'GET',
  path: '/api/interventions/getProlongationIntervention/{interventionId}',
  envelope: 'data',
};

export type Prolongation = NonNullable<ResponseOf<'getProlongationIntervention'>>;

/** Extensions offered: half-hour steps, 4 hours at most (the API's `prolongationMinutesSchema`). */
export const PROLONGATION_MINUTES: readonly number[] = [30, 60, 90, 120, 150, 180, 210, 240];

/** The same extensions as the choices of a select: `{ value: '90', label: '1 h 30' }`. */
export const PROLONGATION_CHOICES = PROLONGATION_MINUTES.map((minutes) => ({
  value: String(minutes),
  label: formatMinutes(minutes),
}));

/** The extension of an intervention (asked, accepted or refused), or null. */
export function getProlongation(interventionId: number): Promise<Prolongation | null> {
  return callEndpoint(route, { params: { interventionId: encryptPathId(interventionId) } });
}

/** Key and fetch of an intervention's extension; each space adds its own polling. */
export function prolongationQuery(interventionId: number) {
  return queryOptions({
    queryKey: prolongationKeys.detail(interventionId),
    queryFn: () => getProlongation(interventionId),
  });
}
