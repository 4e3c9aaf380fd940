import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { saveSession } from '../../../lib/session.ts';

const route: Route<'changePassword'> = {
  name: 'changePassword',
  method: 'POST',
  path: '/api/users/change-password',
  envelope: 'data',
};

/**
 * POST /api/users/change-password: every other session closes and the API opens a new one for
 * this device, which is stored at once.
 */
export async function changePassword(
  input: BodyOf<'changePassword'>,
): Promise<ResponseOf<'changePassword'>> {
  const session = await callEndpoint(route, { body: input });
  saveSession(session);
  return session;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
