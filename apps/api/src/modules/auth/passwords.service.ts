import { endpoints } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import {
  assertAcceptablePassword,
  SESSION_OVER,
  type AuthOperationDeps,
  type RequestMeta,
} from './auth-common.ts';
import * as q from './auth.queries.ts';
import { attemptKeys, throttleMailRequest } from './attempt-limits.ts';
import { checkCode, mailNewCode } from './mailed-codes.ts';
import { openSession } from './session-tokens.ts';

/*
 * Passwords: a forgotten one is replaced with a mailed code, a known one changed by the signed-in
 * caller. Either way every session of the account ends (a thief's too).
 */

export function createPasswordsService(deps: AuthOperationDeps) {
  const { db, failures, mailRequests, now, sessions, afterAnswer } = deps;

  /** Ends every session of the user (this process forgets them at once). */
  async function endSessions(userId: number, reason: 'password_reset' | 'password_change') {
    await q.revokeUserSessions(db, userId, reason, now());
    sessions.forgetUser(userId);
  }

  return {
    /** Without a code: mails one. With code and password: replaces the password and ends every session. */
    async resetPassword(
      body: { email: string; code?: string; password?: string },
      meta: RequestMeta,
    ) {
      if (body.code === undefined || body.password === undefined) {
        await throttleMailRequest(mailRequests, body.email, meta);
        const user = await q.findUserByEmail(db, body.email);
        if (user && user.is_active) afterAnswer(() => mailNewCode(deps, user, 'password_reset'));
        return {
          message: 'Si un compte existe pour cette adresse, un code vient de lui être envoyé.',
        };
      }
      assertAcceptablePassword(body.password, 'password');
      const found = await q.findUserByEmail(db, body.email);
      const user = await checkCode(deps, found, 'password_reset', body.code, meta, body.email);
      await q.updateUser(db, user.id, { password_hash: await hashPassword(body.password) });
      await endSessions(user.id, 'password_reset');
      const keys = attemptKeys(body.email, meta.ip);
      await Promise.all([failures.reset(keys.pair), failures.reset(keys.account)]);
      return { message: 'Votre mot de passe a été modifié : connectez-vous avec le nouveau.' };
    },

    /** The caller's own password: ends every session of the user, then opens a fresh one for this device. */
    async changePassword(
      auth: AuthContext,
      body: { current_password: string; new_password: string },
      meta: RequestMeta,
    ) {
      assertCaller(auth, endpoints.changePassword.access);
      const user = await q.findUserById(db, auth.userId);
      if (!user) throw SESSION_OVER();
      if (!(await verifyPassword(user.password_hash, body.current_password))) {
        throw new AppError('VALIDATION_FAILED', 'Mot de passe actuel incorrect.', {
          fields: { current_password: 'Mot de passe actuel incorrect.' },
        });
      }
      assertAcceptablePassword(body.new_password, 'new_password');
      const updated = (await q.updateUser(db, user.id, {
        password_hash: await hashPassword(body.new_password),
      }))!;
      await endSessions(user.id, 'password_change');
      return openSession(deps, updated, auth.issuer, meta);
    },
  };
}
