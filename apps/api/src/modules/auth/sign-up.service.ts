import type { endpoints } from '@maisonnee/contract';
import { ROLE } from '@maisonnee/domain';
import { refusal } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { createClientRecord } from '../clients/client-records.service.ts';
import {
  assertAcceptablePassword,
  type AuthOperationDeps,
  type RequestMeta,
} from './auth-common.ts';
import * as q from './auth.queries.ts';
import { throttleMailRequest } from './attempt-limits.ts';
import { checkCredentials } from './credentials.ts';
import { checkCode, mailCode, mailNewCode, newCode, pendingCode } from './mailed-codes.ts';
import { openSession } from './session-tokens.ts';
import { SIGN_IN_PATHS } from './tokens.ts';

/*
 * A client signs itself up: an account with its client record, a code mailed to prove the
 * address, then the first session. Every public answer is the same whatever the address, and
 * mails leave after the answer, so nothing tells whether an address has an account.
 */

/** Mailed to the owner of an address someone tried to sign up with (instead of telling the caller). */
const SIGN_UP_ON_TAKEN_ADDRESS = {
  subject: 'Tentative de création de compte Maisonnée',
  text: "Bonjour,\n\nQuelqu'un vient de demander la création d'un compte Maisonnée avec votre adresse e-mail, qui a déjà un compte.\n\nSi c'était vous : connectez-vous avec votre mot de passe, ou choisissez-en un nouveau avec « Mot de passe oublié ? ».\nSi ce n'était pas vous, ignorez ce message : votre compte n'a pas changé.\n\nL'équipe Maisonnée",
};

export function createSignUpService(deps: AuthOperationDeps) {
  const { db, tokens, mailer, mailRequests, now, afterAnswer } = deps;
  return {
    /**
     * Creates a client account and mails its code. An address that already has an account answers
     * exactly the same, after the same work (password hashed, insert tried), and its owner gets a
     * mail instead: the caller learns nothing about the address. Both mails are written after the
     * answer.
     */
    async createAccount(data: BodyOf<(typeof endpoints)['createAccount']>, meta: RequestMeta) {
      assertAcceptablePassword(data.password, 'password');
      await throttleMailRequest(mailRequests, data.email, meta);
      const { password, ...identity } = data;
      const passwordHash = await hashPassword(password);
      const code = newCode();
      // The client record (clients module), its account and its code together or not at all; the
      // unique e-mail index decides between simultaneous sign-ups.
      const user = await q.insertUnlessEmailTaken(db, async (tx) => {
        const created = await q.insertUser(tx, {
          ...identity,
          client_id: await createClientRecord(tx, identity),
          name: `${data.prenom} ${data.nom}`,
          password_hash: passwordHash,
          roles_ids: [ROLE.CLIENT],
          user_role_id: ROLE.CLIENT,
        });
        await q.insertVerificationCode(
          tx,
          pendingCode(deps, created.id, 'account_validation', code),
        );
        return created;
      });
      // Either mail leaves after the answer (issue 22, point 14): awaited here, the code mail (or
      // an SMTP exchange) made one answer measurably later than the other.
      if (user) afterAnswer(() => mailCode(deps, user, 'account_validation', code));
      else afterAnswer(() => mailer.send({ to: data.email, ...SIGN_UP_ON_TAKEN_ADDRESS }));
      return { email: data.email, email_verified: false as const };
    },

    /** Mails a new validation code; same answer whatever the address, so it reveals nothing. */
    async sendValidationCode(email: string, meta: RequestMeta) {
      await throttleMailRequest(mailRequests, email, meta);
      const user = await q.findUserByEmail(db, email);
      if (user && user.email_verified_at === null && user.is_active)
        afterAnswer(() => mailNewCode(deps, user, 'account_validation'));
      return {
        message:
          'Si un compte en attente de validation existe pour cette adresse, un nouveau code vient de lui être envoyé.',
      };
    },

    /** Validates with the mailed code; without the right pending code, 400 whatever the address. */
    async validAccount(email: string, code: string, meta: RequestMeta) {
      const found = await q.findUserByEmail(db, email);
      const user = await checkCode(deps, found, 'account_validation', code, meta, email);
      if (!user.email_verified_at) await q.updateUser(db, user.id, { email_verified_at: now() });
      return { email_verified: true as const };
    },

    /** Finishes sign-up: checks the password and the mailed code, validates, opens a session. */
    async signup(body: { email: string; code: string; password: string }, meta: RequestMeta) {
      const user = await checkCredentials(deps, body.email, body.password, meta);
      if (user.email_verified_at) {
        throw refusal('ACCOUNT_ALREADY_VALIDATED', 'Ce compte est déjà validé : connectez-vous.');
      }
      await checkCode(deps, user, 'account_validation', body.code, meta, body.email);
      const validated = (await q.updateUser(db, user.id, { email_verified_at: now() }))!;
      const issuer = tokens.issuerFor(SIGN_IN_PATHS.signup, meta.origin);
      return openSession(deps, validated, issuer, meta);
    },
  };
}
