import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

const route: Route<'checkStatusAgentForAppli'> = {
  name: 'checkStatusAgentForAppli',
  method: 'POST',
  path: '/api/candidat/check-status-agent-for-appli',
  envelope: 'data',
};

/** Whether the agent may use the agent space (active, contract signed), with the reason if not. */
export function checkStatusAgent(
  candidatId: number,
): Promise<ResponseOf<'checkStatusAgentForAppli'>> {
  return callEndpoint(route, { body: { candidat_id: candidatId } });
}

export function useAgentStatus(candidatId: number) {
  return useQuery({
    queryKey: agentKeys.status(candidatId),
    queryFn: () => checkStatusAgent(candidatId),
  });
}
