import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { endpoints, type User } from '@maisonnee/contract';
import { isBackOfficeRole, passwordProblem, ROLE } from '@maisonnee/domain';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Db, Tx } from '../../db/client.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { AppError, refusal } from '../../lib/app-error.ts';
import { deviceCookieNonce, issueDeviceCookie } from '../../lib/device-cookie.ts';
import { slowDownMs, type FailureCounter } from '../../lib/failure-limiter.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import type { SessionCache } from '../../plugins/session-cache.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import {
  copyAddressToClientRecord,
  createClientRecord,
  deactivateClientRecord,
} from '../clients/client-records.service.ts';
import { registerNativePushToken } from '../notifications/push.service.ts';
import * as q from './auth.queries.ts';
import { hashToken, newRefreshToken, SIGN_IN_PATHS, type TokenService } from './tokens.ts';

const CODE_TTL_MS = 15 * 60 * 1000;
/** Wrong codes tolerated before a code is burnt and a new one must be asked for. */
const CODE_MAX_ATTEMPTS = 5;

type CodePurpose = 'account_validation' | 'password_reset';

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  /** `<protocol>://<host>` the request came in on; a session opened on an origin of ours keeps it as issuer. */
  origin?: string;
  /** The device cookie the browser sent (lib/device-cookie.ts), if any. */
  deviceCookie?: string | null;
}

/** The keys failures are counted under for one attempt (see FailureCounter). */
function attemptKeys(email: string, ip: string) {
  return { pair: `pair:${email}|${ip}`, address: `ip:${ip}`, account: `account:${email}` };
}
/** The keys of one attempt; `device` is set when it comes from a known device of the account. */
type AttemptKeys = ReturnType<typeof attemptKeys> & { device: string | null };

type RefreshAnswer = {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
};

export interface AuthServiceDeps {
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  /**
   * Failed sign-ins and wrong codes: blocked per (account, address) at its own bound and per
   * address at `addressFailuresMax`; per account only slowed down. Shared by every API process
   * when Redis is configured (RedisFailureCounter), in this process's memory otherwise.
   */
  failures: FailureCounter;
  /** Failures from one address, all accounts together, before it waits (429). */
  addressFailuresMax: number;
  /**
   * Failures on one account (all addresses) after which each attempt on it is slowed down; also
   * the failures after which a device cookie is no longer trusted (locked out for the window).
   */
  accountSlowDownAfter: number;
  /** Key of the device cookies (lib/device-cookie.ts). */
  deviceCookieKey: string;
  /** How a slowed-down attempt waits (tests watch the decision here); a timer by default. */
  slowDown?: (ms: number) => Promise<unknown>;
  /** Mails asked by an anonymous caller (codes, sign-ups), per address and per e-mail, known or not. */
  mailRequests: FailureCounter;
  /** A spent refresh token answers with its successor for this long (two tabs refreshing at once). */
  refreshGraceSeconds: number;
  /** Where failures of work done after the answer (mails) are written. */
  log?: { error(object: object, message: string): void };
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
const TOO_MANY_MAILS = "Trop de demandes d'envoi d'e-mail : réessayez plus tard.";
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

/** Mailed to the owner of an address someone tried to sign up with (instead of telling the caller). */
const SIGN_UP_ON_TAKEN_ADDRESS = {
  subject: 'Tentative de création de compte Maisonnée',
  text: "Bonjour,\n\nQuelqu'un vient de demander la création d'un compte Maisonnée avec votre adresse e-mail, qui a déjà un compte.\n\nSi c'était vous : connectez-vous avec votre mot de passe, ou choisissez-en un nouveau avec « Mot de passe oublié ? ».\nSi ce n'était pas vous, ignorez ce message : votre compte n'a pas changé.\n\nL'équipe Maisonnée",
};

/** The stored form of a mailed code: an HMAC bound to the user and the code's purpose. */
function hashCode(secret: string, userId: number, purpose: CodePurpose, code: string) {
  return createHmac('sha256', secret).update(`${userId}:${purpose}:${code}`).digest('hex');
}

// A real argon2id hash of a random string: unknown emails cost the same time as wrong passwords.
const DUMMY_HASH = hashPassword(`dummy-${randomInt(1e9)}`);

export function createAuthService(deps: AuthServiceDeps) {
  const { db, tokens, mailer, failures, mailRequests, now, sessions } = deps;

  function assertAcceptablePassword(password: string, field: string) {
    const problem = passwordProblem(password);
    if (problem) throw new AppError('VALIDATION_FAILED', problem, { fields: { [field]: problem } });
  }

  /** 429 when one of the keys reached its bound (the limiter's own unless given). */
  async function throttle(limiter: FailureCounter, bounds: [string, number?][], message: string) {
    const waits = await Promise.all(
      bounds.map(([key, max]) => limiter.retryAfterSeconds(key, max)),
    );
    const wait = Math.max(...waits);
    if (wait > 0) throw new AppError('RATE_LIMITED', message, { retryAfterSeconds: wait });
  }

  /**
   * The device key (`device:<nonce>`) when the attempt carries a valid device cookie of this
   * account that has not failed `accountSlowDownAfter` times in the window (OWASP: a device cookie
   * that fails too often is locked out and its attempts are a stranger's), else null.
   */
  async function knownDevice(email: string, meta: RequestMeta): Promise<string | null> {
    const nonce = deviceCookieNonce(deps.deviceCookieKey, email, meta.deviceCookie);
    if (nonce === null) return null;
    const key = `device:${nonce}`;
    return (await failures.count(key)) < deps.accountSlowDownAfter ? key : null;
  }

  /**
   * Before a password or a code is checked: 429 when this address failed too often on this
   * account or on all accounts; a wait when the account failed often from anywhere, except from
   * a known device of the account (device cookie). Counted per e-mail whether or not an account
   * exists, so the answers tell nothing about the address.
   */
  async function guardAttempt(
    email: string,
    meta: RequestMeta,
    message: string,
  ): Promise<AttemptKeys> {
    const keys = attemptKeys(email, meta.ip);
    await throttle(failures, [[keys.pair], [keys.address, deps.addressFailuresMax]], message);
    const device = await knownDevice(email, meta);
    if (device === null) {
      const wait = slowDownMs(await failures.count(keys.account), deps.accountSlowDownAfter);
      if (wait > 0) await (deps.slowDown ?? sleep)(wait);
    }
    return { ...keys, device };
  }

  /** A failure from a known device counts against that device, not the account (OWASP). */
  async function recordFailure(keys: AttemptKeys) {
    await Promise.all([
      failures.recordFailure(keys.pair),
      failures.recordFailure(keys.address),
      failures.recordFailure(keys.device ?? keys.account),
    ]);
  }

  /** Mails asked anonymously: bounded per address and per e-mail before anything is looked up. */
  async function throttleMailRequest(email: string, meta: RequestMeta) {
    const keys = [`ip:${meta.ip}`, `account:${email}`];
    await throttle(
      mailRequests,
      keys.map((key) => [key]),
      TOO_MANY_MAILS,
    );
    await Promise.all(keys.map((key) => mailRequests.recordFailure(key)));
  }

  /*
   * Work done after the answer: a code mailed to a known address would otherwise make its answer
   * slower than an unknown address's (by the outbox write, or a whole SMTP exchange).
   */
  const afterAnswerWork = new Set<Promise<void>>();
  function afterAnswer(task: () => Promise<unknown>) {
    const run = new Promise<void>((resolve) => setImmediate(resolve)).then(task).then(
      () => undefined,
      (error: unknown) => deps.log?.error({ err: error }, 'mail after the answer failed'),
    );
    afterAnswerWork.add(run);
    void run.finally(() => afterAnswerWork.delete(run));
  }

  function newCode() {
    return String(randomInt(0, 1_000_000)).padStart(6, '0');
  }

  function codeHash(userId: number, purpose: CodePurpose, code: string) {
    return hashCode(deps.codeSecret, userId, purpose, code);
  }

  /** Replaces the pending code of that purpose and mails it (the caller throttled the request). */
  async function mailNewCode(user: q.UserRow, purpose: CodePurpose) {
    const code = newCode();
    await q.replaceVerificationCode(db, {
      userId: user.id,
      purpose,
      codeHash: codeHash(user.id, purpose, code),
      expiresAt: new Date(now().getTime() + CODE_TTL_MS),
    });
    await mailCode(user, purpose, code);
  }

  async function mailCode(user: q.UserRow, purpose: CodePurpose, code: string) {
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

  /**
   * Checks a mailed code; counts wrong attempts per code, and failures like sign-ins. An unknown
   * address runs the same queries (on no row), so it answers as fast as a known one.
   */
  async function checkCode(
    user: q.UserRow | undefined,
    purpose: CodePurpose,
    code: string,
    meta: RequestMeta,
    email: string,
  ): Promise<q.UserRow> {
    const keys = await guardAttempt(email, meta, 'Trop de tentatives : réessayez plus tard.');
    const pending = await q.findPendingCode(db, user?.id ?? 0, purpose, now());
    const expected = Buffer.from(codeHash(user?.id ?? 0, purpose, code));
    const matches =
      user !== undefined &&
      pending !== undefined &&
      pending.attempts < CODE_MAX_ATTEMPTS &&
      timingSafeEqual(expected, Buffer.from(pending.code_hash));
    if (!matches) {
      await q.countCodeAttempt(db, pending?.id ?? 0);
      await recordFailure(keys);
      throw WRONG_CODE();
    }
    if (!(await q.consumeCode(db, pending.id, now()))) throw WRONG_CODE();
    return user;
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
    return { ...(await sessionPair(user, session, session.generation)), user: toUserDto(user) };
  }

  /** Checks email and password, answering alike for an unknown email and a wrong password. */
  async function checkCredentials(email: string, password: string, meta: RequestMeta) {
    const keys = await guardAttempt(
      email,
      meta,
      'Trop de tentatives de connexion : réessayez plus tard.',
    );
    const user = await q.findUserByEmail(db, email);
    const ok = user
      ? await verifyPassword(user.password_hash, password)
      : await verifyPassword(await DUMMY_HASH, password);
    if (!user || !ok) {
      await recordFailure(keys);
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

  /** The new access token (and refresh token) of a session at `generation`. */
  async function sessionPair(
    user: q.UserRow,
    session: { id: string; issuer: string },
    generation: number,
  ): Promise<RefreshAnswer> {
    const refreshToken = newRefreshToken();
    await q.insertRefreshToken(db, session.id, hashToken(refreshToken), generation);
    const accessToken = await tokens.signAccessToken({
      userId: user.id,
      sessionId: session.id,
      generation,
      roles: user.roles_ids ?? [],
      issuer: session.issuer,
    });
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: 'Bearer' as const,
      expires_in: deps.accessTokenTtlSeconds,
    };
  }

  /*
   * Two tabs refreshing at once send the same refresh token. Within this process they share one
   * rotation, and for REFRESH_GRACE_SECONDS afterwards the spent token answers with the same new
   * pair; only a reuse after that counts as theft.
   */
  const graceMs = deps.refreshGraceSeconds * 1000;
  const rotations = new Map<string, Promise<RefreshAnswer>>();
  const successors = new Map<string, { sessionId: string; until: number; answer: RefreshAnswer }>();

  function rememberSuccessor(tokenHash: string, sessionId: string, answer: RefreshAnswer) {
    const at = now().getTime();
    if (successors.size > 10_000) {
      for (const [key, kept] of successors) if (kept.until <= at) successors.delete(key);
    }
    successors.set(tokenHash, { sessionId, until: at + graceMs, answer });
  }

  async function rotate(tokenHash: string): Promise<RefreshAnswer> {
    const at = now();
    const found = await q.findRefreshToken(db, tokenHash);
    if (!found) throw SESSION_OVER();
    const { session } = found;
    if (session.revoked_at || session.expires_at <= at) throw SESSION_OVER();
    const spentAt =
      found.usedAt ?? ((await q.markRefreshTokenUsed(db, found.id, at)) ? undefined : at);
    if (spentAt) {
      if (at.getTime() - spentAt.getTime() >= graceMs) {
        await q.revokeSession(db, session.id, 'refresh_reuse', at);
        sessions.forgetSession(session.id);
        throw SESSION_OVER();
      }
      const kept = successors.get(tokenHash);
      if (kept && kept.sessionId === session.id && kept.until > at.getTime()) return kept.answer;
      // Rotated by another API process a moment ago: a pair of the session as it is now.
      const user = await q.findUserById(db, session.user_id);
      if (!user || !user.is_active) throw SESSION_OVER();
      return sessionPair(user, session, session.generation);
    }
    const user = await q.findUserById(db, session.user_id);
    if (!user || !user.is_active) throw SESSION_OVER();
    // Other live tokens of the session (handed out during a grace period) are spent with this one.
    await q.spendSessionRefreshTokens(db, session.id, at);
    const generation = await q.bumpSessionGeneration(db, session.id, at);
    sessions.forgetSession(session.id);
    const answer = await sessionPair(user, session, generation);
    if (graceMs > 0) rememberSuccessor(tokenHash, session.id, answer);
    return answer;
  }

  return {
    /**
     * Creates a client account and mails its code. An address that already has an account answers
     * exactly the same, after the same work (password hashed, insert tried), and its owner gets a
     * mail instead: the caller learns nothing about the address. Both mails are written after the
     * answer.
     */
    async createAccount(data: BodyOf<(typeof endpoints)['createAccount']>, meta: RequestMeta) {
      assertAcceptablePassword(data.password, 'password');
      await throttleMailRequest(data.email, meta);
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
        await q.insertVerificationCode(tx, {
          userId: created.id,
          purpose: 'account_validation',
          codeHash: codeHash(created.id, 'account_validation', code),
          expiresAt: new Date(now().getTime() + CODE_TTL_MS),
        });
        return created;
      });
      // Either mail leaves after the answer (issue 22, point 14): awaited here, the code mail (or
      // an SMTP exchange) made one answer measurably later than the other.
      if (user) afterAnswer(() => mailCode(user, 'account_validation', code));
      else afterAnswer(() => mailer.send({ to: data.email, ...SIGN_UP_ON_TAKEN_ADDRESS }));
      return { email: data.email, email_verified: false as const };
    },

    /** Mails a new validation code; same answer whatever the address, so it reveals nothing. */
    async sendValidationCode(email: string, meta: RequestMeta) {
      await throttleMailRequest(email, meta);
      const user = await q.findUserByEmail(db, email);
      if (user && user.email_verified_at === null && user.is_active)
        afterAnswer(() => mailNewCode(user, 'account_validation'));
      return {
        message:
          'Si un compte en attente de validation existe pour cette adresse, un nouveau code vient de lui être envoyé.',
      };
    },

    /** Validates with the mailed code; without the right pending code, 400 whatever the address. */
    async validAccount(email: string, code: string, meta: RequestMeta) {
      const found = await q.findUserByEmail(db, email);
      const user = await checkCode(found, 'account_validation', code, meta, email);
      if (!user.email_verified_at) await q.updateUser(db, user.id, { email_verified_at: now() });
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
      return openSession(validated, tokens.issuerFor(SIGN_IN_PATHS.signup, meta.origin), meta);
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
      return openSession(user, tokens.issuerFor(SIGN_IN_PATHS[kind], meta.origin), meta);
    },

    /** A new device cookie for the account just signed in with this e-mail (OWASP: one per success). */
    deviceCookieFor(email: string): string {
      return issueDeviceCookie(deps.deviceCookieKey, email);
    },

    /**
     * Rotates the refresh token and issues a new access token with the session's original issuer.
     * Within REFRESH_GRACE_SECONDS a spent token answers with its successor (tabs refreshing at
     * once); used again after that, it leaked: the whole session is revoked.
     */
    async refresh(refreshToken: string): Promise<RefreshAnswer> {
      const tokenHash = hashToken(refreshToken);
      const running = rotations.get(tokenHash);
      if (running) return running;
      const rotation = rotate(tokenHash).finally(() => rotations.delete(tokenHash));
      rotations.set(tokenHash, rotation);
      return rotation;
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
      if (body.code === undefined || body.password === undefined) {
        await throttleMailRequest(body.email, meta);
        const user = await q.findUserByEmail(db, body.email);
        if (user && user.is_active) afterAnswer(() => mailNewCode(user, 'password_reset'));
        return {
          message: 'Si un compte existe pour cette adresse, un code vient de lui être envoyé.',
        };
      }
      assertAcceptablePassword(body.password, 'password');
      const found = await q.findUserByEmail(db, body.email);
      const user = await checkCode(found, 'password_reset', body.code, meta, body.email);
      await q.updateUser(db, user.id, { password_hash: await hashPassword(body.password) });
      await q.revokeUserSessions(db, user.id, 'password_reset', now());
      sessions.forgetUser(user.id);
      const keys = attemptKeys(body.email, meta.ip);
      await Promise.all([failures.reset(keys.pair), failures.reset(keys.account)]);
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

    /** `appVersion`: the app-version header, kept with the native push device (docs/push.md). */
    async updateProfile(
      auth: AuthContext,
      changes: Partial<q.NewUserRow>,
      device: { appVersion?: string | null } = {},
    ) {
      const next: Partial<q.NewUserRow> = { ...changes };
      if ('fcm_token' in changes) next.fcm_token_saved_at = changes.fcm_token ? now() : null;
      // The caller's record came with the session: no second read.
      const current = auth.user;
      if ((changes.nom || changes.prenom) && !changes.name) {
        next.name =
          `${changes.prenom ?? current.prenom ?? ''} ${changes.nom ?? current.nom ?? ''}`.trim();
      }
      const updated = await db.transaction(async (tx) => {
        const row = await q.updateUser(tx, auth.userId, next);
        // A client's own account: its address and position are its client record's too.
        if (auth.clientId !== null) await copyAddressToClientRecord(tx, auth.clientId, next);
        // The app's FCM token is also its push device; clearing it removes the user's devices.
        if ('fcm_token' in changes)
          await registerNativePushToken(
            tx,
            { userId: auth.userId, token: changes.fcm_token, appVersion: device.appVersion },
            now(),
          );
        return row;
      });
      sessions.forgetUser(auth.userId);
      return toUserDto(updated!);
    },

    /** Resolves once the work left after answers (mails) is done: before the database closes. */
    async settled() {
      while (afterAnswerWork.size > 0) await Promise.all([...afterAnswerWork]);
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

/** An invitation's code stays valid a week: the client may open the mail days later. */
const INVITATION_TTL_MS = 7 * 86_400_000;

export interface ClientAccountsDeps {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  /** The secret of mailed codes (the auth service's `codeSecret`). */
  codeSecret: string;
  /** Where the web app is served: the invitation links to its password page. */
  publicUrl: string;
}

/**
 * Accounts the agency opens and closes for a client record (back office). Only auth writes
 * `users`: the clients module calls these. The invitation reuses the reset-password code: the
 * client chooses a password with the mailed code (POST users/reset-password), then signs in.
 */
export function createClientAccountsService(deps: ClientAccountsDeps) {
  const { db, mailer, now } = deps;
  return {
    /**
     * Creates the client's account (role 5, no usable password) and mails the link and code to
     * choose one. Undefined when the address already belongs to an account (nothing is kept).
     * The address counts as verified: the code mailed to it proves it when the password is chosen.
     */
    async inviteClientUser(invite: {
      clientId: number;
      email: string;
      civilite: string | null;
      nom: string;
      prenom: string | null;
      mobile: string | null;
    }): Promise<{ userId: number } | undefined> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const unusable = await hashPassword(randomBytes(32).toString('hex'));
      const user = await q.insertUnlessEmailTaken(db, async (tx) => {
        const created = await q.insertUser(tx, {
          email: invite.email,
          password_hash: unusable,
          civilite: invite.civilite,
          nom: invite.nom,
          prenom: invite.prenom,
          mobile: invite.mobile,
          name: [invite.prenom, invite.nom].filter(Boolean).join(' '),
          roles_ids: [ROLE.CLIENT],
          user_role_id: ROLE.CLIENT,
          client_id: invite.clientId,
          email_verified_at: now(),
        });
        await q.insertVerificationCode(tx, {
          userId: created.id,
          purpose: 'password_reset',
          codeHash: hashCode(deps.codeSecret, created.id, 'password_reset', code),
          expiresAt: new Date(now().getTime() + INVITATION_TTL_MS),
        });
        return created;
      });
      if (!user) return undefined;
      const link = `${deps.publicUrl}/auth/forgot-password?email=${encodeURIComponent(user.email)}&code=${code}`;
      const greeting = `Bonjour ${invite.prenom ?? ''}`.trimEnd();
      await mailer.send({
        to: user.email,
        subject: 'Votre espace Maisonnée vous attend',
        text: `${greeting},\n\nL'agence Maisonnée vous a ouvert un espace client : vous y retrouverez vos devis, vos interventions, vos factures et vos documents.\n\nChoisissez votre mot de passe en ouvrant ce lien :\n${link}\n\nOu, sur la page « Mot de passe oublié », saisissez votre adresse e-mail puis ce code : ${code}\nLe code est valable 7 jours.\n\nSi vous n'attendiez pas ce message, ignorez-le.\n\nL'équipe Maisonnée`,
      });
      return { userId: user.id };
    },

    /**
     * Opens the agent space (role 6, `candidat_id`) of a candidate the agency sends a work contract
     * to, inside the caller's transaction `conn`: the account holding it already (nothing to do), an
     * account of the same address without an agent space (the space is added to it), or a new account
     * (no usable password, a code to choose one, as for clients). Answers the account and the mail to
     * send once the caller's transaction committed. EMAIL_ALREADY_USED when the address belongs to
     * another agent's account.
     */
    async inviteAgentUser(
      invite: {
        candidatId: number;
        email: string;
        civilite: string | null;
        nom: string;
        prenom: string | null;
        mobile: string | null;
      },
      conn: Db | Tx = db,
    ): Promise<{ userId: number; created: boolean; mail: () => Promise<void> }> {
      const nothing = async () => undefined;
      const holder = await q.findUserOfCandidat(conn, invite.candidatId);
      if (holder) return { userId: holder.id, created: false, mail: nothing };
      const email = invite.email.trim().toLowerCase();
      const greeting = `Bonjour ${invite.prenom ?? ''}`.trimEnd();
      const existing = await q.findUserByEmail(conn, email);
      if (existing) {
        if (existing.candidat_id !== null) {
          throw refusal(
            'EMAIL_ALREADY_USED',
            "L'adresse e-mail de ce candidat est celle du compte d'un autre agent : corrigez-la dans sa fiche.",
          );
        }
        await q.updateUser(conn, existing.id, {
          candidat_id: invite.candidatId,
          roles_ids: [...new Set([...existing.roles_ids, ROLE.AGENT])],
          user_role_id: existing.user_role_id ?? ROLE.AGENT,
        });
        return {
          userId: existing.id,
          created: false,
          mail: async () => {
            await mailer.send({
              to: email,
              subject: 'Votre espace agent Maisonnée',
              text: `${greeting},

Votre compte Maisonnée (${email}) donne maintenant accès à votre espace agent : connectez-vous avec votre mot de passe habituel (ou « Mot de passe oublié » pour en choisir un) : ${deps.publicUrl}/auth/login

L'équipe Maisonnée`,
            });
          },
        };
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const unusable = await hashPassword(randomBytes(32).toString('hex'));
      const user = await q.insertUnlessEmailTaken(conn, async (tx) => {
        const created = await q.insertUser(tx, {
          email,
          password_hash: unusable,
          civilite: invite.civilite,
          nom: invite.nom,
          prenom: invite.prenom,
          mobile: invite.mobile,
          name: [invite.prenom, invite.nom].filter(Boolean).join(' '),
          roles_ids: [ROLE.AGENT],
          user_role_id: ROLE.AGENT,
          candidat_id: invite.candidatId,
          email_verified_at: now(),
        });
        await q.insertVerificationCode(tx, {
          userId: created.id,
          purpose: 'password_reset',
          codeHash: hashCode(deps.codeSecret, created.id, 'password_reset', code),
          expiresAt: new Date(now().getTime() + INVITATION_TTL_MS),
        });
        return created;
      });
      if (!user) {
        throw refusal(
          'EMAIL_ALREADY_USED',
          "Cette adresse e-mail vient d'être prise par un autre compte : réessayez.",
        );
      }
      const link = `${deps.publicUrl}/auth/forgot-password?email=${encodeURIComponent(email)}&code=${code}`;
      return {
        userId: user.id,
        created: true,
        mail: async () => {
          await mailer.send({
            to: email,
            subject: 'Votre espace agent Maisonnée vous attend',
            text: `${greeting},

L'agence Maisonnée vous a ouvert un espace agent : votre contrat de travail vous y attend pour être signé, puis vous y retrouverez vos interventions et vos documents.

Choisissez votre mot de passe en ouvrant ce lien :
${link}

Ou, sur la page « Mot de passe oublié », saisissez votre adresse e-mail puis ce code : ${code}
Le code est valable 7 jours.

Si vous n'attendiez pas ce message, ignorez-le.

L'équipe Maisonnée`,
          });
        },
      };
    },

    /** Makes sure the accounts of the agent space of a candidat are active (countersignature). */
    activateAgentUser(candidatId: number, conn: Db | Tx = db): Promise<number[]> {
      return q.activateUsersOfCandidat(conn, candidatId);
    },

    /** Deactivates the client's accounts and ends their sessions; their ids. */
    async closeClientAccounts(clientId: number): Promise<number[]> {
      const userIds = await q.deactivateUsersOfClient(db, clientId);
      for (const userId of userIds) await q.revokeUserSessions(db, userId, 'deactivated', now());
      return userIds;
    },
  };
}

export type ClientAccountsService = ReturnType<typeof createClientAccountsService>;
