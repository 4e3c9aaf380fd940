import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';

const route: Route<'listClientScenarios'> = {
  name: 'listClientScenarios',
  method: 'GET',
  path: '/api/scenarios/client/{id}',
  envelope: 'data',
};

export type AcceptedScenario = ResponseOf<'listClientScenarios'>[number];

/** The proposals the client accepted, the newest first: those have a planned billing. */
export function acceptedOnly(scenarios: readonly AcceptedScenario[]): AcceptedScenario[] {
  return scenarios
    .filter((scenario) => scenario.statut === 'accepte')
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/**
 * GET /api/scenarios/client/{id} with the session (the billing screen's link is not a
 * proposals link): the client's accepted proposals. `encryptedId` is stable across renders.
 */
export function listAcceptedScenarios(encryptedId: string): Promise<AcceptedScenario[]> {
  return callEndpoint(route, { params: { id: encryptedId } }).then(acceptedOnly);
}

export function useAcceptedScenarios(encryptedId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['facturation-planifiee', 'acceptees', encryptedId],
    queryFn: () => listAcceptedScenarios(encryptedId as string),
    enabled: enabled && encryptedId !== null,
  });
}
