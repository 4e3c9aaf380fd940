import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { endpoints, type User } from '@maisonnee/contract';
import { isBackOfficeRole, passwordProblem, ROLE } from '@maisonnee/domain';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Db } from '../../db/client.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { AppError, refusal } from '../../lib/app-error.ts';
import type { FailureLimiter } from '../../lib/failure-limiter.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import type { SessionCache } from '../../plugins/session-cache.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { createClientRecord, deactivateClientRecord } from '../clients/client-records.service.ts';
import * as q from './auth.queries.ts';
import { hashToken, newRefreshToken, SIGN_IN_PATHS, type TokenService } from './tokens.ts';

const CODE_TTL_MS = 15 * 60 * 1000;
/** Wrong codes tolerated before a code is burnt and a new one must be asked for. */
const CODE_MAX_ATTEMPTS = 5;

type CodePurpose = 'account_validation' | 'password_reset';

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

export interface AuthServiceDeps {
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  /** Failed sign-ins and wrong codes, per IP and per account. */
  failures: FailureLimiter;
  /** Mails sent on request of an anonymous caller (codes), per IP and per account. */
  mailRequests: FailureLimiter;
  now: () => Date;
  /** Sessions read by the authenticator: forgotten here whenever a session or user changes. */
  sessions: SessionCache;
  codeSecret: string;
  accessTokenTtlSeconds: number;
  refreshWindowDays: number;
}

const INVALID_CREDENTIALS = () =>
  new AppError('UNAUTHENTICATED', 'E-mail ou mot de passe incorrect.');
const SESSION_OVER = () => new AppError('UNAUTHENTICATED', 'Session terminée : reconnectez-vous.');
const WRONG_CODE = () =>
  new AppError('VALIDATION_FAILED', 'Code incorrect ou expiré.', {
    fields: { code: 'Code incorrect ou expiré.' },
  });

/** The user as the app stores it (contract `userSchema`). */
export function toUserDto(row: q.UserRow): User {
  return {
    id: row.id,
    name: row.name ?? [row.prenom, row.nom].filter(Boolean).join(' '),
    email: row.email,
    created_at: row.created_at.toISOString(),
    profile_photo_path: row.profile_photo_path ?? null,
    profile_photo_path_64: row.profile_photo_path_64 ?? null,
    user_role_id: row.user_role_id ?? null,
    roles_ids: row.roles_ids ?? [],
    role_manager: row.role_manager,
    client_id: row.client_id ?? null,
    candidat_id: row.candidat_id ?? null,
    fcm_token: row.fcm_token ?? null,
    civilite: row.civilite ?? null,
    nom: row.nom ?? null,
    prenom: row.prenom ?? null,
    mobile: row.mobile ?? null,
    fixe: row.fixe ?? null,
    date_naissance: row.date_naissance ? String(row.date_naissance) : null,
    adresse: row.adresse ?? null,
    codep: row.codep ?? null,
    ville: row.ville ?? null,
    country: row.country ?? null,
    lat: row.lat ?? null,
    lng: row.lng ?? null,
    email_verified: row.email_verified_at !== null,
  };
}

// A real argon2id hash of a random string: unknown emails cost the same time as wrong passwords.
const DUMMY_HASH = hashPassword(`dummy-${randomInt(1e9)}`);

export function createAuthService(deps: AuthServiceDeps) {
  const { db, tokens, mailer, failures, mailRequests, now, sessions } = deps;

  function assertAcceptablePassword(password: string, field: string) {
    const problem = passwordProblem(password);
    if (problem) throw new AppError('VALIDATION_FAILED', problem, { fields: { [field]: problem } });
  }

  function throttle(limiter: FailureLimiter, keys: string[], message: string) {
    const wait = Math.max(...keys.map((key) => limiter.retryAfterSeconds(key)));
    if (wait > 0) throw new AppError('RATE_LIMITED', message, { retryAfterSeconds: wait });
  }

  function codeHash(userId: number, purpose: CodePurpose, code: string) {
    return createHmac('sha256', deps.codeSecret)
      .update(`${userId}:${purpose}:${code}`)
      .digest('hex');
  }

  async function mailNewCode(user: q.UserRow, purpose: CodePurpose, meta: RequestMeta) {
    const keys = [`ip:${meta.ip}`, `account:${user.email}`];
    throttle(mailRequests, keys, "Trop de demandes d'envoi de code : réessayez plus tard.");
    keys.forEach((key) => mailRequests.recordFailure(key));
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await q.replaceVerificationCode(db, {
      userId: user.id,
      purpose,
      codeHash: codeHash(user.id, purpose, code),
      expiresAt: new Date(now().getTime() + CODE_TTL_MS),
    });
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
    await mailer.send({ to: user.email, ...mail });
  }

  /** Checks a mailed code; counts wrong attempts per code, IP and account. */
  async function checkCode(
    user: q.UserRow | undefined,
    purpose: CodePurpose,
    code: string,
    meta: RequestMeta,
    email: string,
  ) {
    const keys = [`ip:${meta.ip}`, `account:${email}`];
    throttle(failures, keys, 'Trop de tentatives : réessayez plus tard.');
    const pending = user ? await q.findPendingCode(db, user.id, purpose, now()) : undefined;
    const expected = pending && user ? Buffer.from(codeHash(user.id, purpose, code)) : undefined;
    const matches =
      pending !== undefined &&
      expected !== undefined &&
      pending.attempts < CODE_MAX_ATTEMPTS &&
      timingSafeEqual(expected, Buffer.from(pending.code_hash));
    if (!matches) {
      if (pending) await q.countCodeAttempt(db, pending.id);
      keys.forEach((key) => failures.recordFailure(key));
      throw WRONG_CODE();
    }
    if (!(await q.consumeCode(db, pending.id, now()))) throw WRONG_CODE();
  }

  async function openSession(user: q.UserRow, issuer: string, meta: RequestMeta) {
    const at = now();
    const session = await q.insertSession(db, {
      userId: user.id,
      issuer,
      expiresAt: new Date(at.getTime() + deps.refreshWindowDays * 86_400_000),
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    const refreshToken = newRefreshToken();
    await q.insertRefreshToken(db, session.id, hashToken(refreshToken), session.generation);
    const accessToken = await tokens.signAccessToken({
      userId: user.id,
      sessionId: session.id,
      generation: session.generation,
      roles: user.roles_ids ?? [],
      issuer,
    });
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: 'Bearer' as const,
      expires_in: deps.accessTokenTtlSeconds,
      user: toUserDto(user),
    };
  }

  /** Checks email and password, answering alike for an unknown email and a wrong password. */
  async function checkCredentials(email: string, password: string, meta: RequestMeta) {
    const keys = [`ip:${meta.ip}`, `account:${email}`];
    throttle(failures, keys, 'Trop de tentatives de connexion : réessayez plus tard.');
    const user = await q.findUserByEmail(db, email);
    const ok = user
      ? await verifyPassword(user.password_hash, password)
      : await verifyPassword(await DUMMY_HASH, password);
    if (!user || !ok) {
      keys.forEach((key) => failures.recordFailure(key));
      throw INVALID_CREDENTIALS();
    }
    failures.reset(`account:${email}`);
    if (!user.is_active)
      throw new AppError(
        'FORBIDDEN',
        'Ce compte est désactivé. Contactez l’agence pour le réactiver.',
      );
    return user;
  }

  return {
    async createAccount(data: BodyOf<(typeof endpoints)['createAccount']>, meta: RequestMeta) {
      assertAcceptablePassword(data.password, 'password');
      if (await q.findUserByEmail(db, data.email)) {
        throw new AppError(
          'EMAIL_TAKEN',
          'Un compte existe déjà avec cette adresse e-mail : connectez-vous ou réinitialisez votre mot de passe.',
          { fields: { email: 'Adresse déjà utilisée.' } },
        );
      }
      const { password, ...identity } = data;
      const passwordHash = await hashPassword(password);
      // The client record (clients module) and its account are created together or not at all.
      const user = await db.transaction(async (tx) =>
        q.insertUser(tx, {
          ...identity,
          client_id: await createClientRecord(tx, identity),
          name: `${data.prenom} ${data.nom}`,
          password_hash: passwordHash,
          roles_ids: [ROLE.CLIENT],
          user_role_id: ROLE.CLIENT,
        }),
      );
      await mailNewCode(user, 'account_validation', meta);
      return { id: user.id, email: user.email, email_verified: false as const };
    },

    /** Mails a new validation code; same answer whatever the address, so it reveals nothing. */
    async sendValidationCode(email: string, meta: RequestMeta) {
      const user = await q.findUserByEmail(db, email);
      if (user && user.email_verified_at === null && user.is_active)
        await mailNewCode(user, 'account_validation', meta);
      return {
        message:
          'Si un compte en attente de validation existe pour cette adresse, un nouveau code vient de lui être envoyé.',
      };
    },

    async validAccount(email: string, code: string, meta: RequestMeta) {
      const user = await q.findUserByEmail(db, email);
      if (user?.email_verified_at) return { email_verified: true as const };
      await checkCode(user, 'account_validation', code, meta, email);
      await q.updateUser(db, user!.id, { email_verified_at: now() });
      return { email_verified: true as const };
    },

    /** Finishes sign-up: checks the password and the mailed code, validates, opens a session. */
    async signup(body: { email: string; code: string; password: string }, meta: RequestMeta) {
      const user = await checkCredentials(body.email, body.password, meta);
      if (user.email_verified_at) {
        throw refusal('ACCOUNT_ALREADY_VALIDATED', 'Ce compte est déjà validé : connectez-vous.');
      }
      await checkCode(user, 'account_validation', body.code, meta, body.email);
      const validated = (await q.updateUser(db, user.id, { email_verified_at: now() }))!;
      return openSession(validated, tokens.issuerFor(SIGN_IN_PATHS.signup), meta);
    },

    async signIn(
      kind: 'signin' | 'signinUser',
      body: { email: string; password: string },
      meta: RequestMeta,
    ) {
      const user = await checkCredentials(body.email, body.password, meta);
      if (!user.email_verified_at) {
        throw new AppError(
          'ACCOUNT_NOT_VALIDATED',
          "Votre compte n'est pas encore validé : saisissez le code reçu par e-mail.",
        );
      }
      if (kind === 'signin' && !(user.roles_ids ?? []).some(isBackOfficeRole)) {
        throw new AppError('FORBIDDEN', "Cette connexion est réservée à l'équipe de l'agence.");
      }
      return openSession(user, tokens.issuerFor(SIGN_IN_PATHS[kind]), meta);
    },

    /**
     * Rotates the refresh token and issues a new access token with the session's original issuer.
     * A refresh token used twice means it leaked: the whole session is revoked.
     */
    async refresh(refreshToken: string) {
      const at = now();
      const found = await q.findRefreshToken(db, hashToken(refreshToken));
      if (!found) throw SESSION_OVER();
      const { session } = found;
      if (session.revoked_at || session.expires_at <= at) throw SESSION_OVER();
      if (found.usedAt || !(await q.markRefreshTokenUsed(db, found.id, at))) {
        await q.revokeSession(db, session.id, 'refresh_reuse', at);
        sessions.forgetSession(session.id);
        throw SESSION_OVER();
      }
      const user = await q.findUserById(db, session.user_id);
      if (!user || !user.is_active) throw SESSION_OVER();
      const generation = await q.bumpSessionGeneration(db, session.id, at);
      sessions.forgetSession(session.id);
      const next = newRefreshToken();
      await q.insertRefreshToken(db, session.id, hashToken(next), generation);
      const accessToken = await tokens.signAccessToken({
        userId: user.id,
        sessionId: session.id,
        generation,
        roles: user.roles_ids ?? [],
        issuer: session.issuer,
      });
      return {
        access_token: accessToken,
        refresh_token: next,
        token_type: 'Bearer' as const,
        expires_in: deps.accessTokenTtlSeconds,
      };
    },

    async signOut(auth: AuthContext) {
      await q.revokeSession(db, auth.sessionId, 'signout', now());
      sessions.forgetSession(auth.sessionId);
      return { message: 'Vous êtes déconnecté.' };
    },

    /** The caller, as read with its session (this process forgets it on any change). */
    async currentUser(auth: AuthContext) {
      return toUserDto(auth.user);
    },

    /** Without a code: mails one. With code and password: replaces the password and ends every session. */
    async resetPassword(
      body: { email: string; code?: string; password?: string },
      meta: RequestMeta,
    ) {
      const user = await q.findUserByEmail(db, body.email);
      if (body.code === undefined || body.password === undefined) {
        if (user && user.is_active) await mailNewCode(user, 'password_reset', meta);
        return {
          message: 'Si un compte existe pour cette adresse, un code vient de lui être envoyé.',
        };
      }
      assertAcceptablePassword(body.password, 'password');
      await checkCode(user, 'password_reset', body.code, meta, body.email);
      await q.updateUser(db, user!.id, { password_hash: await hashPassword(body.password) });
      await q.revokeUserSessions(db, user!.id, 'password_reset', now());
      sessions.forgetUser(user!.id);
      failures.reset(`account:${body.email}`);
      return { message: 'Votre mot de passe a été modifié : connectez-vous avec le nouveau.' };
    },

    /** Ends every session of the user, then opens a fresh one for this device. */
    async changePassword(
      auth: AuthContext,
      body: { current_password: string; new_password: string },
      meta: RequestMeta,
    ) {
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
      await q.revokeUserSessions(db, user.id, 'password_change', now());
      sessions.forgetUser(user.id);
      return openSession(updated, auth.issuer, meta);
    },

    async updateProfile(auth: AuthContext, changes: Partial<q.NewUserRow>) {
      const next: Partial<q.NewUserRow> = { ...changes };
      if ('fcm_token' in changes) next.fcm_token_saved_at = changes.fcm_token ? now() : null;
      // The caller's record came with the session: no second read.
      const current = auth.user;
      if ((changes.nom || changes.prenom) && !changes.name) {
        next.name =
          `${changes.prenom ?? current.prenom ?? ''} ${changes.nom ?? current.nom ?? ''}`.trim();
      }
      const updated = await q.updateUser(db, auth.userId, next);
      sessions.forgetUser(auth.userId);
      return toUserDto(updated!);
    },

    /** Deactivates a client and its accounts, ending their sessions. */
    async setClientInactif(auth: AuthContext, clientId: number) {
      assertOwns(auth, endpoints.setClientInactif.access, { clientId });
      const userIds = await db.transaction(async (tx) =>
        (await deactivateClientRecord(tx, clientId))
          ? q.deactivateUsersOfClient(tx, clientId)
          : null,
      );
      if (userIds === null) throw new AppError('NOT_FOUND', 'Client introuvable.');
      for (const userId of userIds) {
        await q.revokeUserSessions(db, userId, 'deactivated', now());
        sessions.forgetUser(userId);
      }
      return { clientId, is_active: false as const };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
