import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { missionsKeys } from './keys.ts';

const route: Route<'getInterventionAvis'> = {
  name: 'getInterventionAvis',
  method: 'GET',
  path: '/api/intervention-avis/{id}',
  envelope: 'data',
};

/** The review left on an intervention, or null. */
export function getInterventionAvis(
  interventionId: number,
): Promise<ResponseOf<'getInterventionAvis'>> {
  return callEndpoint(route, { params: { id: encryptPathId(interventionId) } });
}

export function useInterventionAvis(interventionId: number, enabled: boolean) {
  return useQuery({
    queryKey: missionsKeys.avis(interventionId),
    queryFn: () => getInterventionAvis(interventionId),
    enabled,
  });
}
