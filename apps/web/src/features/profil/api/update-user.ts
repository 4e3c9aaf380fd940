import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { getProfil, saveProfil, saveUser } from '../../../lib/session.ts';
import { authUserQueryKey } from '../../../hooks/use-auth-user.ts';

const route: Route<'updateUser'> = {
  name: 'updateUser',
  method: 'POST',
  path: '/api/users/update',
  envelope: 'datas',
};

export type UpdateUserInput = BodyOf<'updateUser'>;

/** POST /api/users/update: changes the caller's own profile; answers the updated user. */
export async function updateUser(input: UpdateUserInput): Promise<ResponseOf<'updateUser'>> {
  const user = await callEndpoint(route, { body: input });
  saveUser(user);
  const profil = getProfil();
  if (profil) saveProfil({ ...profil, user });
  return user;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => queryClient.setQueryData(authUserQueryKey, user),
  });
}
