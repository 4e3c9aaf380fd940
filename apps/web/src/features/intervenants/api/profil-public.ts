import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { intervenantsKeys } from './keys.ts';

const getRoute: Route<'getProfilPublic'> = {
  name: 'getProfilPublic',
  method: 'GET',
  path: '/api/agent/profil-public',
  envelope: 'data',
};

const updateRoute: Route<'updateProfilPublic'> = {
  name: 'updateProfilPublic',
  method: 'PUT',
  path: '/api/agent/profil-public',
  envelope: 'data',
};

export type ProfilPublic = ResponseOf<'getProfilPublic'>;

/** The agent's own public profile, with how families see it. */
export function getProfilPublic(): Promise<ProfilPublic> {
  return callEndpoint(getRoute);
}

/** The agent rewrites its presentation, languages and experience. */
export function updateProfilPublic(
  body: BodyOf<'updateProfilPublic'>,
): Promise<ResponseOf<'updateProfilPublic'>> {
  return callEndpoint(updateRoute, { body });
}

export function useProfilPublic() {
  return useQuery({ queryKey: intervenantsKeys.monProfil(), queryFn: getProfilPublic });
}

export function useUpdateProfilPublic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfilPublic,
    onSuccess: (profil) => queryClient.setQueryData(intervenantsKeys.monProfil(), profil),
  });
}
