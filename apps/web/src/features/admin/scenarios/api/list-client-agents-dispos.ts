import { useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';

const route: Route<'listClientAgentsDispos'> = {
  name: 'listClientAgentsDispos',
  method: 'POST',
  path: '/api/clients/agents-dispos/{id}',
  envelope: 'data',
};

export type ClientAgentDispo = ResponseOf<'listClientAgentsDispos'>[number];
export type ClientAgentsSearch = BodyOf<'listClientAgentsDispos'>;

/** POST /api/clients/agents-dispos/{id}: agents available around the client for these slots. */
export function listClientAgentsDispos(
  clientId: number,
  search: ClientAgentsSearch,
): Promise<ClientAgentDispo[]> {
  return callEndpoint(route, { params: { id: encryptPathId(clientId) }, body: search });
}

/** Asked only when the operator searches (`search` not null), never while slots are typed. */
export function useClientAgentsDispos(clientId: number, search: ClientAgentsSearch | null) {
  return useQuery({
    queryKey: ['admin', 'scenarios', 'agents', clientId, search] as const,
    queryFn: () => listClientAgentsDispos(clientId, search as ClientAgentsSearch),
    enabled: search !== null,
  });
}
