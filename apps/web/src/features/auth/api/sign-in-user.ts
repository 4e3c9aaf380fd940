import { useAction } from '../../../hooks/use-action.ts';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { saveSession } from '../../../lib/session.ts';

const route: Route<'signinUser'> = {
  name: 'signinUser',
  method: 'POST',
  path: '/api/auth/signin-user',
  envelope: 'data',
};

export type SignInUserInput = BodyOf<'signinUser'>;
export type SignInUserSession = ResponseOf<'signinUser'>;

/** POST /api/auth/signin-user: opens a session and stores it. */
export async function signInUser(input: SignInUserInput): Promise<SignInUserSession> {
  const session = await callEndpoint(route, { body: input });
  saveSession(session);
  return session;
}

export function useSignInUser() {
  return useAction(signInUser);
}
