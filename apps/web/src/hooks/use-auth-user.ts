import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../lib/api-client.ts';
import { saveUser } from '../lib/session.ts';

const route: Route<'authUser'> = {
  name: 'authUser',
  method: 'GET',
  path: '/api/auth/user',
  envelope: 'data',
};

export const authUserQueryKey = ['auth', 'user'] as const;

/** GET /api/auth/user: the signed-in user, kept as the current user. */
export async function getAuthUser(): Promise<ResponseOf<'authUser'>> {
  const user = await callEndpoint(route);
  saveUser(user);
  return user;
}

export function useAuthUser() {
  return useQuery({ queryKey: authUserQueryKey, queryFn: getAuthUser });
}
