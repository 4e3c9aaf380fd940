import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';

const route: Route<'getScenarioFacturation'> = {
  name: 'getScenarioFacturation',
  method: 'GET',
  path: '/api/scenarios/facturation-planifiee/{id}',
  envelope: 'data',
};

export type ScenarioFacturation = ResponseOf<'getScenarioFacturation'>;

/**
 * GET /api/scenarios/facturation-planifiee/{id}: the planned billing of a proposal, month by
 * month. Needs the client's (or the back office's) session: a signed link alone does not open it.
 */
export function getScenarioFacturation(scenarioId: number): Promise<ScenarioFacturation> {
  // Encrypted when the call leaves (a new text each time): the query key holds the plain id,
  // so that it stays the same from one render to the next (docs/security.md, point 1).
  return callEndpoint(route, { params: { id: encryptPathId(scenarioId) } });
}

export function useScenarioFacturation(scenarioId: number | null) {
  return useQuery({
    queryKey: ['facturation-planifiee', scenarioId],
    queryFn: () => getScenarioFacturation(scenarioId as number),
    enabled: scenarioId !== null,
  });
}
