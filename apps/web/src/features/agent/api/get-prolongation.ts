import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';

const route: Route<'getProlongationIntervention'> = {
  name: 'getProlongationIntervention',
  method: 'GET',
  path: '/api/interventions/getProlongationIntervention/{interventionId}',
  envelope: 'data',
};

export const prolongationKey = (interventionId: number) =>
  ['agent', 'prolongation', interventionId] as const;

/** The extension of an intervention (asked, accepted or refused), or null. */
export function getProlongation(
  interventionId: number,
): Promise<ResponseOf<'getProlongationIntervention'>> {
  return callEndpoint(route, { params: { interventionId: encryptPathId(interventionId) } });
}

/** Polled while the agent waits for the client's answer. */
export function useProlongation(interventionId: number) {
  return useQuery({
    queryKey: prolongationKey(interventionId),
    queryFn: () => getProlongation(interventionId),
    refetchInterval: (query) => (query.state.data?.statut === 'demandee' ? 10_000 : false),
  });
}
