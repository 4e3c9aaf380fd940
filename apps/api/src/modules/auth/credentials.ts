import { randomInt } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { AuthServiceDeps, RequestMeta } from './auth-common.ts';
import * as q from './auth.queries.ts';
import { guardAttempt, recordFailure } from './attempt-limits.ts';

const INVALID_CREDENTIALS = () =>
  new AppError('UNAUTHENTICATED', 'E-mail ou mot de passe incorrect.');

// A real argon2id hash of a random string: unknown emails cost the same time as wrong passwords.
const DUMMY_HASH = hashPassword(`dummy-${randomInt(1e9)}`);

/**
 * Checks email and password under the attempt limits, answering alike for an unknown email and a
 * wrong password; a deactivated account is refused once its password is proven.
 */
export async function checkCredentials(
  deps: AuthServiceDeps,
  email: string,
  password: string,
  meta: RequestMeta,
) {
  const { failures } = deps;
  const keys = await guardAttempt(
    deps,
    email,
    meta,
    'Trop de tentatives de connexion : réessayez plus tard.',
  );
  const user = await q.findUserByEmail(deps.db, email);
  const ok = user
    ? await verifyPassword(user.password_hash, password)
    : await verifyPassword(await DUMMY_HASH, password);
  if (!user || !ok) {
    await recordFailure(failures, keys);
    throw INVALID_CREDENTIALS();
  }
  // The account's own count is left to expire: the attack on it may still be going on.
  await failures.reset(keys.pair);
  if (!user.is_active)
    throw new AppError(
      'FORBIDDEN',
      'Ce compte est désactivé. Contactez l’agence pour le réactiver.',
    );
  return user;
}
