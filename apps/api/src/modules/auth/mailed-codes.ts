import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import type { AuthServiceDeps, RequestMeta } from './auth-common.ts';
import * as q from './auth.queries.ts';
import { guardAttempt, recordFailure } from './attempt-limits.ts';

/*
 * The six-digit codes mailed to validate an account or choose a password (docs/security.md
 * "Accounts"): stored only as an HMAC, valid 15 minutes, burnt after five wrong attempts, and
 * checked under the same limits as a password.
 */

export type CodePurpose = 'account_validation' | 'password_reset';

const CODE_TTL_MS = 15 * 60 * 1000;
/** Wrong codes tolerated before a code is burnt and a new one must be asked for. */
const CODE_MAX_ATTEMPTS = 5;

const WRONG_CODE = () =>
  new AppError('VALIDATION_FAILED', 'Code incorrect ou expiré.', {
    fields: { code: 'Code incorrect ou expiré.' },
  });

/** A new code: six digits, leading zeros kept. */
export function newCode() {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The stored form of a mailed code: an HMAC bound to the user and the code's purpose. */
export function hashCode(secret: string, userId: number, purpose: CodePurpose, code: string) {
  return createHmac('sha256', secret).update(`${userId}:${purpose}:${code}`).digest('hex');
}

export async function mailCode(
  deps: Pick<AuthServiceDeps, 'mailer'>,
  user: q.UserRow,
  purpose: CodePurpose,
  code: string,
) {
  const greeting = `Bonjour ${user.prenom ?? user.name ?? ''},`.replace(' ,', ',');
  const mail =
    purpose === 'account_validation'
      ? {
          subject: `Votre code de validation Maisonnée : ${code}`,
          text: `${greeting}\n\nVoici votre code de validation : ${code}\nIl est valable 15 minutes.\n\nSi vous n'avez pas créé de compte Maisonnée, ignorez ce message.\n\nL'équipe Maisonnée`,
        }
      : {
          subject: `Réinitialisation de votre mot de passe Maisonnée : ${code}`,
          text: `${greeting}\n\nVoici votre code pour choisir un nouveau mot de passe : ${code}\nIl est valable 15 minutes.\n\nSi vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.\n\nL'équipe Maisonnée`,
        };
  await deps.mailer.send({ to: user.email, ...mail });
}

/** The row of a new pending code of `userId`, valid `ttlMs` from now (15 minutes unless given). */
export function pendingCode(
  deps: Pick<AuthServiceDeps, 'codeSecret' | 'now'>,
  userId: number,
  purpose: CodePurpose,
  code: string,
  ttlMs = CODE_TTL_MS,
) {
  return {
    userId,
    purpose,
    codeHash: hashCode(deps.codeSecret, userId, purpose, code),
    expiresAt: new Date(deps.now().getTime() + ttlMs),
  };
}

/** Replaces the pending code of that purpose and mails it (the caller throttled the request). */
export async function mailNewCode(deps: AuthServiceDeps, user: q.UserRow, purpose: CodePurpose) {
  const code = newCode();
  await q.replaceVerificationCode(deps.db, pendingCode(deps, user.id, purpose, code));
  await mailCode(deps, user, purpose, code);
}

/**
 * Checks a mailed code; counts wrong attempts per code, and failures like sign-ins. An unknown
 * address runs the same queries (on no row), so it answers as fast as a known one.
 */
export async function checkCode(
  deps: AuthServiceDeps,
  user: q.UserRow | undefined,
  purpose: CodePurpose,
  code: string,
  meta: RequestMeta,
  email: string,
): Promise<q.UserRow> {
  const { db, now } = deps;
  const keys = await guardAttempt(deps, email, meta, 'Trop de tentatives : réessayez plus tard.');
  const pending = await q.findPendingCode(db, user?.id ?? 0, purpose, now());
  const expected = Buffer.from(hashCode(deps.codeSecret, user?.id ?? 0, purpose, code));
  const matches =
    user !== undefined &&
    pending !== undefined &&
    pending.attempts < CODE_MAX_ATTEMPTS &&
    timingSafeEqual(expected, Buffer.from(pending.code_hash));
  if (!matches) {
    await q.countCodeAttempt(db, pending?.id ?? 0);
    await recordFailure(deps.failures, keys);
    throw WRONG_CODE();
  }
  if (!(await q.consumeCode(db, pending.id, now()))) throw WRONG_CODE();
  return user;
}
