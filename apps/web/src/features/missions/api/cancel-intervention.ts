import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { missionsKeys } from './keys.ts';

const route: Route<'cancelInterventionClient'> = {
  name: 'cancelInterventionClient',
  method: 'POST',
  path: '/api/intervention/cancelIntervention-client/{id}',
  envelope: 'data',
};

export interface CancelInterventionInput {
  interventionId: number;
  motif?: string;
}

/** The client cancels an intervention (24 h notice; a late one is refused with the API's reason). */
export function cancelIntervention({
  interventionId,
  motif,
}: CancelInterventionInput): Promise<ResponseOf<'cancelInterventionClient'>> {
  return callEndpoint(route, {
    params: { id: encryptPathId(interventionId) },
    body: motif ? { motif } : {},
  });
}

export function useCancelIntervention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelIntervention,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: missionsKeys.all }),
  });
}
