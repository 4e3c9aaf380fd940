import { useQuery } from '@tanstack/react-query';
import { prolongationQuery } from '../../../lib/prolongation.ts';

/** The extension of a running intervention, polled for the agent's request. */
export function useProlongation(interventionId: number, enabled: boolean) {
  return useQuery({
    ...prolongationQuery(interventionId),
    enabled,
    refetchInterval: enabled ? 15_000 : false,
  });
}
