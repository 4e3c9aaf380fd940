import { readFileSync } from 'node:fs';
import { importPKCS8, SignJWT } from 'jose';
import {
  PUSH_REQUEST_TIMEOUT_MS,
  tokenTail,
  type NativePushClient,
  type NativePushMessage,
  type PushResult,
} from './push-result.ts';

/** The fields of a Firebase service account's JSON file that FCM HTTP v1 needs. */
export interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  private_key_id?: string;
  token_uri: string;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';
const FCM_API_URL = 'https://fcm.googleapis.com';
/** A cached access token is renewed this long before Google says it expires. */
const EXPIRY_MARGIN_MS = 60_000;

/** Reads and checks the service account file; throws a French message naming what is wrong. */
export function readServiceAccount(path: string): ServiceAccount {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`FCM_SERVICE_ACCOUNT_FILE illisible (${path}) : ${(error as Error).message}`);
  }
  for (const key of ['project_id', 'client_email', 'private_key'] as const) {
    if (typeof parsed[key] !== 'string' || parsed[key] === '')
      throw new Error(`FCM_SERVICE_ACCOUNT_FILE (${path}) : le champ ${key} manque.`);
  }
  return {
    project_id: parsed.project_id as string,
    client_email: parsed.client_email as string,
    private_key: parsed.private_key as string,
    private_key_id: typeof parsed.private_key_id === 'string' ? parsed.private_key_id : undefined,
    token_uri: typeof parsed.token_uri === 'string' ? parsed.token_uri : GOOGLE_TOKEN_URI,
  };
}

interface FcmErrorBody {
  error?: {
    status?: string;
    message?: string;
    details?: { errorCode?: string; fieldViolations?: { field?: string }[] }[];
  };
}

/** FCM's answer says the token is unknown or malformed: the device is gone for good. */
function isGoneToken(status: number, body: FcmErrorBody): boolean {
  const error = body.error;
  if (!error) return status === 404;
  const codes = (error.details ?? []).map((detail) => detail.errorCode);
  if (codes.includes('UNREGISTERED')) return true;
  if (error.status === 'NOT_FOUND') return true;
  if (error.status === 'INVALID_ARGUMENT' || codes.includes('INVALID_ARGUMENT')) {
    const fields = (error.details ?? []).flatMap((detail) =>
      (detail.fieldViolations ?? []).map((violation) => violation.field ?? ''),
    );
    return fields.some((field) => field.includes('token')) || /token/i.test(error.message ?? '');
  }
  return false;
}

/**
 * FCM HTTP v1: an OAuth2 access token obtained with the service account (a JWT signed RS256,
 * exchanged at its token_uri) and kept until it expires, then one POST per device to
 * `/v1/projects/<project_id>/messages:send`.
 */
export function createFcmClient(options: {
  account: ServiceAccount;
  apiUrl: string | undefined;
  tokenUrl: string | undefined;
  now: () => Date;
}): NativePushClient {
  const { account, now } = options;
  const tokenUrl = options.tokenUrl ?? account.token_uri;
  const sendUrl = `${(options.apiUrl ?? FCM_API_URL).replace(/\/+$/, '')}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`;
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchAccessToken(): Promise<string> {
    const key = await importPKCS8(account.private_key, 'RS256');
    const issuedAt = Math.floor(now().getTime() / 1000);
    const header = account.private_key_id
      ? { alg: 'RS256', typ: 'JWT', kid: account.private_key_id }
      : { alg: 'RS256', typ: 'JWT' };
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader(header)
      .setIssuer(account.client_email)
      .setSubject(account.client_email)
      .setAudience(tokenUrl)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(key);
    const response = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }).toString(),
      signal: AbortSignal.timeout(PUSH_REQUEST_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
    };
    if (!response.ok || typeof body.access_token !== 'string')
      throw new Error(`jeton d'accès FCM refusé (HTTP ${response.status})`);
    const lifetimeMs = (Number(body.expires_in) || 3600) * 1000;
    cached = {
      token: body.access_token,
      expiresAt: now().getTime() + Math.max(lifetimeMs - EXPIRY_MARGIN_MS, 0),
    };
    return body.access_token;
  }

  /** The cached access token while valid; one exchange at a time otherwise. */
  function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > now().getTime()) return Promise.resolve(cached.token);
    pending ??= fetchAccessToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  return {
    kind: 'fcm',
    async send(token: string, message: NativePushMessage): Promise<PushResult> {
      try {
        const bearer = await accessToken();
        const response = await fetch(sendUrl, {
          method: 'POST',
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            message: {
              token,
              notification: { title: message.title, body: message.body },
              data: message.data,
            },
          }),
          signal: AbortSignal.timeout(PUSH_REQUEST_TIMEOUT_MS),
        });
        if (response.ok) {
          await response.body?.cancel();
          return { ok: true };
        }
        const body = (await response.json().catch(() => ({}))) as FcmErrorBody;
        // A refused access token is dropped: the next send asks for a new one.
        if (response.status === 401) cached = null;
        return {
          ok: false,
          gone: isGoneToken(response.status, body),
          reason:
            `FCM HTTP ${response.status} ${body.error?.status ?? ''} ${body.error?.message ?? ''}`.trim(),
        };
      } catch (error) {
        return { ok: false, gone: false, reason: (error as Error).message };
      }
    },
  };
}

/** Without FCM configured: one info line per native push, the token shortened. */
export function createLogPushClient(log: {
  info: (object: Record<string, unknown>, message: string) => void;
}): NativePushClient {
  return {
    kind: 'log',
    async send(token, message) {
      log.info(
        { push: { token: tokenTail(token), title: message.title, data: message.data } },
        'Push natif (FCM non configuré : journal seulement)',
      );
      return { ok: true };
    },
  };
}
