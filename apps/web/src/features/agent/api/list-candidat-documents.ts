import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { agentKeys } from './keys.ts';

const route: Route<'listCandidatDocuments'> = {
  name: 'listCandidatDocuments',
  method: 'GET',
  path: '/api/candidats/documents/{candidatId}',
  envelope: 'documents',
};

export type AgentDocument = ResponseOf<'listCandidatDocuments'>[number];

/** The agent's documents: contract, payslips, others (encrypted id in the path). */
export function listCandidatDocuments(candidatId: number): Promise<AgentDocument[]> {
  return callEndpoint(route, { params: { candidatId: encryptPathId(candidatId) } });
}

export function useCandidatDocuments(candidatId: number) {
  return useQuery({
    queryKey: agentKeys.documents(candidatId),
    queryFn: () => listCandidatDocuments(candidatId),
  });
}
