import { useQuery } from '@tanstack/react-query';
import { prolongationQuery } from '../../../lib/prolongation.ts';

/** The extension of the intervention in progress, polled while the agent waits for the client. */
export function useProlongation(interventionId: number) {
  return useQuery({
    ...prolongationQuery(interventionId),
    refetchInterval: (query) => (query.state.data?.statut === 'demandee' ? 10_000 : false),
  });
}
