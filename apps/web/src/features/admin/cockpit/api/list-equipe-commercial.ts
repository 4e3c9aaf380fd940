import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { cockpitKeys } from './keys.ts';

const route: Route<'listEquipeCommercial'> = {
  name: 'listEquipeCommercial',
  method: 'GET',
  path: '/api/client-cockpit/equipe',
  envelope: 'data',
};

export type EquipeMember = ResponseOf<'listEquipeCommercial'>[number];

/** GET /api/client-cockpit/equipe: the active colleagues a cockpit task can be given to. */
export function listEquipeCommercial(): Promise<ResponseOf<'listEquipeCommercial'>> {
  return callEndpoint(route);
}

/** The team changes rarely: asked once per screen (every five minutes at most), when allowed. */
export function useEquipeCommercial(enabled: boolean) {
  return useQuery({
    queryKey: cockpitKeys.equipe,
    queryFn: listEquipeCommercial,
    enabled,
    staleTime: 5 * 60_000,
  });
}
