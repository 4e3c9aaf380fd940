import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { commercialKeys } from './keys.ts';

const route: Route<'listRemplacementsCommercial'> = {
  name: 'listRemplacementsCommercial',
  method: 'POST',
  path: '/api/client-cockpit/commercial/remplacements',
  envelope: 'data',
};

export type Remplacement = ResponseOf<'listRemplacementsCommercial'>[number];

/** The interventions of a task to cover, each with the best available agents. */
export function listRemplacementsCommercial(tacheId: number): Promise<Remplacement[]> {
  return callEndpoint(route, { body: { tache_id: tacheId } });
}

/** Asked only when the operator opens the replacements of one task. */
export function useRemplacements(tacheId: number, enabled: boolean) {
  return useQuery({
    queryKey: commercialKeys.remplacements(tacheId),
    queryFn: () => listRemplacementsCommercial(tacheId),
    enabled,
  });
}
