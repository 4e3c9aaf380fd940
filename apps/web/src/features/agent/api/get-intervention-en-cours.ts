import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

const route: Route<'getInterventionAgentEnCours'> = {
  name: 'getInterventionAgentEnCours',
  method: 'POST',
  path: '/api/interventions/getInterventionAgentEnCours',
  envelope: 'datas',
};

/** The intervention the agent checked in and has not checked out yet, or null. */
export function getInterventionEnCours(
  candidatId: number,
): Promise<ResponseOf<'getInterventionAgentEnCours'>> {
  return callEndpoint(route, { body: { candidat_id: candidatId } });
}

export function useInterventionEnCours(candidatId: number) {
  return useQuery({
    queryKey: agentKeys.enCours(candidatId),
    queryFn: () => getInterventionEnCours(candidatId),
    refetchInterval: 30_000,
  });
}
