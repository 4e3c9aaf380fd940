import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { agentKeys } from './keys.ts';

const route: Route<'listCandidatInterventions'> = {
  name: 'listCandidatInterventions',
  method: 'POST',
  path: '/api/candidats/interventions/{candidatId}',
  envelope: 'data',
};

export type AgentIntervention = ResponseOf<'listCandidatInterventions'>[number];

/** The agent's interventions between two dates (UTC days, inclusive). */
export function listCandidatInterventions(
  candidatId: number,
  dateDebut: string,
  dateFin: string,
): Promise<ResponseOf<'listCandidatInterventions'>> {
  return callEndpoint(route, {
    params: { candidatId: encryptPathId(candidatId) },
    body: { date_debut: dateDebut, date_fin: dateFin },
  });
}

/** Today's interventions, done ones included (the upcoming list drops them once over). */
export function useInterventionsDuJour(candidatId: number, today: string) {
  return useQuery({
    queryKey: agentKeys.today(candidatId, today),
    queryFn: () => listCandidatInterventions(candidatId, today, today),
    refetchInterval: 30_000,
  });
}
