import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { prolongationKeys } from '../../../lib/query-keys.ts';

const route: Route<'sendReponseProlongation'> = {
  name: 'sendReponseProlongation',
  method: 'POST',
  path: '/api/intervention/sendReponseProlongation',
  envelope: 'data',
};

/** The client accepts or refuses the extension the agent asked for. */
export function sendReponseProlongation(
  input: BodyOf<'sendReponseProlongation'>,
): Promise<ResponseOf<'sendReponseProlongation'>> {
  return callEndpoint(route, { body: input });
}

export function useSendReponseProlongation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReponseProlongation,
    onSuccess: (prolongation) =>
      queryClient.setQueryData(prolongationKeys.detail(prolongation.intervention_id), prolongation),
  });
}
