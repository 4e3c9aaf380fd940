import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

const route: Route<'getAbsencesAgent'> = {
  name: 'getAbsencesAgent',
  method: 'POST',
  path: '/api/interventions/getAbsencesAgent/{candidatId}',
  envelope: 'data',
};

export type AbsencesAgent = ResponseOf<'getAbsencesAgent'>;

/** The agent's leave, absences and delays (plain id in the path). */
export function getAbsencesAgent(candidatId: number): Promise<ResponseOf<'getAbsencesAgent'>> {
  return callEndpoint(route, { params: { candidatId }, body: {} });
}

export function useAbsencesAgent(candidatId: number) {
  return useQuery({
    queryKey: agentKeys.absences(candidatId),
    queryFn: () => getAbsencesAgent(candidatId),
  });
}
