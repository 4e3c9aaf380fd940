import { endpoints } from '@maisonnee/contract';
import { isBackOfficeRole } from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import { issueDeviceCookie } from '../../lib/device-cookie.ts';
import type { AuthServiceDeps, RequestMeta } from './auth-common.ts';
import * as q from './auth.queries.ts';
import { checkCredentials } from './credentials.ts';
import { openSession } from './session-tokens.ts';
import { SIGN_IN_PATHS } from './tokens.ts';

/*
 * Signing in (the back office's door and the app's) and out. The issuer of the session is the
 * sign-in path it was opened on: the back office's tokens are told apart from the app's.
 */

export function createSignInService(deps: AuthServiceDeps) {
  const { db, tokens, now, sessions } = deps;
  return {
    async signIn(
      kind: 'signin' | 'signinUser',
      body: { email: string; password: string },
      meta: RequestMeta,
    ) {
      const user = await checkCredentials(deps, body.email, body.password, meta);
      if (!user.email_verified_at) {
        throw new AppError(
          'ACCOUNT_NOT_VALIDATED',
          "Votre compte n'est pas encore validé : saisissez le code reçu par e-mail.",
        );
      }
      if (kind === 'signin' && !(user.roles_ids ?? []).some(isBackOfficeRole)) {
        throw new AppError('FORBIDDEN', "Cette connexion est réservée à l'équipe de l'agence.");
      }
      return openSession(deps, user, tokens.issuerFor(SIGN_IN_PATHS[kind], meta.origin), meta);
    },

    /** A new device cookie for the account just signed in with this e-mail (OWASP: one per success). */
    deviceCookieFor(email: string): string {
      return issueDeviceCookie(deps.deviceCookieKey, email);
    },

    /** Ends the caller's own session (its access and refresh tokens). */
    async signOut(auth: AuthContext) {
      assertCaller(auth, endpoints.signout.access);
      await q.revokeSession(db, auth.sessionId, 'signout', now());
      sessions.forgetSession(auth.sessionId);
      return { message: 'Vous êtes déconnecté.' };
    },
  };
}
