import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';

const route: Route<'listClientScenarios'> = {
  name: 'listClientScenarios',
  method: 'GET',
  path: '/api/scenarios/client/{id}',
  envelope: 'data',
};

export type Scenario = ResponseOf<'listClientScenarios'>[number];

/** Query keys of the proposals: accepting one refreshes every list. */
export const scenariosKeys = {
  all: ['scenarios'] as const,
  client: (encryptedId: string | null, token: string | null) =>
    ['scenarios', encryptedId, token] as const,
};

/**
 * GET /api/scenarios/client/{id}?token=: the planning proposals of a client. `encryptedId` comes
 * as is from the signed link; `token` is the link's signature (absent for a signed-in client).
 */
export function listClientScenarios(
  encryptedId: string,
  token: string | null,
): Promise<Scenario[]> {
  return callEndpoint(route, {
    params: { id: encryptedId },
    ...(token ? { query: { token } } : {}),
  });
}

export function useClientScenarios(encryptedId: string | null, token: string | null) {
  return useQuery({
    queryKey: scenariosKeys.client(encryptedId, token),
    queryFn: () => listClientScenarios(encryptedId as string, token),
    enabled: encryptedId !== null,
  });
}
