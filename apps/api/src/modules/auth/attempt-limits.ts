import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../../lib/app-error.ts';
import { deviceCookieNonce } from '../../lib/device-cookie.ts';
import { slowDownMs, type FailureCounter } from '../../lib/failure-limiter.ts';
import type { AuthServiceDeps, RequestMeta } from './auth-common.ts';

/*
 * The limits on anonymous attempts (docs/security.md "Accounts"): failed sign-ins and wrong codes
 * counted per (account, address), per address and per account, a device cookie standing for a
 * known device; mails asked anonymously counted per address and per e-mail. All are counted per
 * e-mail whether or not an account exists, so the answers tell nothing about the address.
 */

type LimitDeps = Pick<
  AuthServiceDeps,
  'failures' | 'addressFailuresMax' | 'accountSlowDownAfter' | 'deviceCookieKey' | 'slowDown'
>;

const TOO_MANY_MAILS = "Trop de demandes d'envoi d'e-mail : réessayez plus tard.";

/** The keys failures are counted under for one attempt (see FailureCounter). */
export function attemptKeys(email: string, ip: string) {
  return { pair: `pair:${email}|${ip}`, address: `ip:${ip}`, account: `account:${email}` };
}

/** The keys of one attempt; `device` is set when it comes from a known device of the account. */
export type AttemptKeys = ReturnType<typeof attemptKeys> & { device: string | null };

/** 429 when one of the keys reached its bound (the limiter's own unless given). */
async function throttle(limiter: FailureCounter, bounds: [string, number?][], message: string) {
  const waits = await Promise.all(bounds.map(([key, max]) => limiter.retryAfterSeconds(key, max)));
  const wait = Math.max(...waits);
  if (wait > 0) throw new AppError('RATE_LIMITED', message, { retryAfterSeconds: wait });
}

/**
 * The device key (`device:<nonce>`) when the attempt carries a valid device cookie of this
 * account that has not failed `accountSlowDownAfter` times in the window (OWASP: a device cookie
 * that fails too often is locked out and its attempts are a stranger's), else null.
 */
async function knownDevice(
  deps: LimitDeps,
  email: string,
  meta: RequestMeta,
): Promise<string | null> {
  const nonce = deviceCookieNonce(deps.deviceCookieKey, email, meta.deviceCookie);
  if (nonce === null) return null;
  const key = `device:${nonce}`;
  return (await deps.failures.count(key)) < deps.accountSlowDownAfter ? key : null;
}

/**
 * Before a password or a code is checked: 429 when this address failed too often on this
 * account or on all accounts; a wait when the account failed often from anywhere, except from
 * a known device of the account (device cookie).
 */
export async function guardAttempt(
  deps: LimitDeps,
  email: string,
  meta: RequestMeta,
  message: string,
): Promise<AttemptKeys> {
  const { failures } = deps;
  const keys = attemptKeys(email, meta.ip);
  await throttle(failures, [[keys.pair], [keys.address, deps.addressFailuresMax]], message);
  const device = await knownDevice(deps, email, meta);
  if (device === null) {
    const wait = slowDownMs(await failures.count(keys.account), deps.accountSlowDownAfter);
    if (wait > 0) await (deps.slowDown ?? sleep)(wait);
  }
  return { ...keys, device };
}

/** A failure from a known device counts against that device, not the account (OWASP). */
export async function recordFailure(failures: FailureCounter, keys: AttemptKeys) {
  await Promise.all([
    failures.recordFailure(keys.pair),
    failures.recordFailure(keys.address),
    failures.recordFailure(keys.device ?? keys.account),
  ]);
}

/** Mails asked anonymously: bounded per address and per e-mail before anything is looked up. */
export async function throttleMailRequest(
  mailRequests: FailureCounter,
  email: string,
  meta: RequestMeta,
) {
  const keys = [`ip:${meta.ip}`, `account:${email}`];
  await throttle(
    mailRequests,
    keys.map((key) => [key]),
    TOO_MANY_MAILS,
  );
  await Promise.all(keys.map((key) => mailRequests.recordFailure(key)));
}
