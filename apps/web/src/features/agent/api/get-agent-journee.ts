import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

const route: Route<'getAgentJournee'> = {
  name: 'getAgentJournee',
  method: 'GET',
  path: '/api/agent/journee',
  envelope: 'data',
};

export type AgentJournee = ResponseOf<'getAgentJournee'>;
export type Visite = AgentJournee['visites'][number];

/** The agent's visits of one Paris day, with access instructions in their window and tasks. */
export function getAgentJournee(date: string): Promise<AgentJournee> {
  return callEndpoint(route, { query: { date } });
}

export function useAgentJournee(date: string) {
  return useQuery({
    queryKey: agentKeys.journee(date),
    queryFn: () => getAgentJournee(date),
    // The access instructions appear one hour before a visit: the day is read again meanwhile.
    refetchInterval: 60_000,
  });
}
