import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

const route: Route<'getAgentSemaine'> = {
  name: 'getAgentSemaine',
  method: 'GET',
  path: '/api/agent/semaine',
  envelope: 'data',
};

export type AgentSemaine = ResponseOf<'getAgentSemaine'>;

/** The agent's visits from Monday `debut` to Sunday, day by day, with the week's total. */
export function getAgentSemaine(debut: string): Promise<AgentSemaine> {
  return callEndpoint(route, { query: { debut } });
}

export function useAgentSemaine(debut: string) {
  return useQuery({ queryKey: agentKeys.semaine(debut), queryFn: () => getAgentSemaine(debut) });
}
