import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { intervenantsKeys } from './keys.ts';

const route: Route<'setIntervenantPreference'> = {
  name: 'setIntervenantPreference',
  method: 'PUT',
  path: '/api/client/intervenants/{candidatId}/preference',
  envelope: 'data',
};

/** The family's choice about an agent: preferred, set aside, or none. */
export function setIntervenantPreference(
  candidatId: number,
  body: BodyOf<'setIntervenantPreference'>,
): Promise<ResponseOf<'setIntervenantPreference'>> {
  return callEndpoint(route, { params: { candidatId: encryptPathId(candidatId) }, body });
}

export function useSetIntervenantPreference(candidatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'setIntervenantPreference'>) =>
      setIntervenantPreference(candidatId, body),
    onSuccess: (profil) => {
      queryClient.setQueryData(intervenantsKeys.profil(candidatId), profil);
      return queryClient.invalidateQueries({ queryKey: intervenantsKeys.list() });
    },
  });
}
