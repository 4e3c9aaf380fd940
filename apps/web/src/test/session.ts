import type { User } from '@maisonnee/contract';
import { tokenFor } from './tokens.ts';

/** A response of the API with this JSON body (for a stubbed fetch). */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stores `user`'s session as sign-in does: an access token valid for an hour, a refresh token. */
export function signIn(user: User): User {
  localStorage.setItem('token', tokenFor('/api/auth/signin-user', Date.now() / 1000 + 3600));
  localStorage.setItem('refresh_token', 'refresh');
  localStorage.setItem('user', JSON.stringify(user));
  return user;
}

/** The answer of GET /api/auth/user: the user stored by signIn (null when signed out). */
export const signedInUser = () =>
  json({ success: true, data: JSON.parse(localStorage.getItem('user') ?? 'null') });
