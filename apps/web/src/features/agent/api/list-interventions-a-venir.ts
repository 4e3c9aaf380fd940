import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

const route: Route<'getInterventionsAgentAVenir'> = {
  name: 'getInterventionsAgentAVenir',
  method: 'POST',
  path: '/api/interventions/getInterventionsAgentAVenir',
  envelope: 'datas',
};

/** The agent's interventions of the next 30 days, with the client's address. */
export function listInterventionsAVenir(
  candidatId: number,
): Promise<ResponseOf<'getInterventionsAgentAVenir'>> {
  return callEndpoint(route, { body: { candidat_id: candidatId } });
}

export function useInterventionsAVenir(candidatId: number) {
  return useQuery({
    queryKey: agentKeys.aVenir(candidatId),
    queryFn: () => listInterventionsAVenir(candidatId),
  });
}
