import { passwordProblem } from '@maisonnee/domain';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FailureCounter } from '../../lib/failure-limiter.ts';
import type { SessionCache } from '../../plugins/session-cache.ts';
import type { TokenService } from './tokens.ts';

/*
 * What the operations of accounts and sessions share: their dependencies, what a request tells
 * about itself, and the refusals more than one of them answers.
 */

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  /** `<protocol>://<host>` the request came in on; a session opened on an origin of ours keeps it as issuer. */
  origin?: string;
  /** The device cookie the browser sent (lib/device-cookie.ts), if any. */
  deviceCookie?: string | null;
}

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

/**
 * The dependencies of one operation: the service's, and how it queues work to run after its
 * answer (lib/after-answer.ts; the facade waits for it before the database closes).
 */
export interface AuthOperationDeps extends AuthServiceDeps {
  afterAnswer(task: () => Promise<unknown>): void;
}

export const SESSION_OVER = () =>
  new AppError('UNAUTHENTICATED', 'Session terminée : reconnectez-vous.');

/** 400 on `field` when the password is one the domain refuses (too short, too common). */
export function assertAcceptablePassword(password: string, field: string) {
  const problem = passwordProblem(password);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { fields: { [field]: problem } });
}
