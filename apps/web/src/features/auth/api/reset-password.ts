import { useAction } from '../../../hooks/use-action.ts';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';

const route: Route<'resetPassword'> = {
  name: 'resetPassword',
  method: 'POST',
  path: '/api/users/reset-password',
  envelope: 'data',
};

/**
 * POST /api/users/reset-password: with the e-mail only, mails a code; with the code and a new
 * password, replaces the password (and closes every session).
 */
export function resetPassword(
  input: BodyOf<'resetPassword'>,
): Promise<ResponseOf<'resetPassword'>> {
  return callEndpoint(route, { body: input });
}

export function useResetPassword() {
  return useAction(resetPassword);
}
