import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { missionsKeys } from './keys.ts';

const route: Route<'getProlongationIntervention'> = {
  name: 'getProlongationIntervention',
  method: 'GET',
  path: '/api/interventions/getProlongationIntervention/{interventionId}',
  envelope: 'data',
};

export type Prolongation = NonNullable<ResponseOf<'getProlongationIntervention'>>;

/** The extension of an intervention, or null. */
export function getProlongation(
  interventionId: number,
): Promise<ResponseOf<'getProlongationIntervention'>> {
  return callEndpoint(route, { params: { interventionId: encryptPathId(interventionId) } });
}

export function useProlongation(interventionId: number, enabled: boolean) {
  return useQuery({
    queryKey: missionsKeys.prolongation(interventionId),
    queryFn: () => getProlongation(interventionId),
    enabled,
    refetchInterval: enabled ? 15_000 : false,
  });
}
