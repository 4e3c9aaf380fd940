import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { intervenantsKeys } from './keys.ts';

const route: Route<'getIntervenantProfil'> = {
  name: 'getIntervenantProfil',
  method: 'GET',
  path: '/api/client/intervenants/{candidatId}',
  envelope: 'data',
};

export type IntervenantProfil = ResponseOf<'getIntervenantProfil'>;

/** An agent's profile as the family reads it. */
export function getIntervenantProfil(candidatId: number): Promise<IntervenantProfil> {
  return callEndpoint(route, { params: { candidatId: encryptPathId(candidatId) } });
}

export function useIntervenantProfil(candidatId: number | null) {
  return useQuery({
    queryKey: intervenantsKeys.profil(candidatId ?? 0),
    queryFn: () => getIntervenantProfil(candidatId!),
    enabled: candidatId !== null,
  });
}
