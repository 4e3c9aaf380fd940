import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/*
 * File links (ARCHITECTURE §6, docs/security.md "Files"): a grant minted by the API for one stored
 * file and one signed-in session, carried in the serve-file link beside the payload that names the
 * file. It is an HS256 JWT signed with FILE_LINK_SECRET (server-only; never ID_SECRET, which ships
 * in the web app), valid for FILE_LINK_TTL_SECONDS. It names the document, the user and the
 * session, so serve-file refuses it for another file, after it expires, and once the session has
 * ended (sign-out, password change or reset, deactivation). It never carries an access token:
 * whoever holds a link holds one file for a few minutes, not the account.
 */

const AUDIENCE = 'maisonnee:file-link';

/** What a grant binds. */
export interface FileGrant {
  documentId: number;
  userId: number;
  sessionId: string;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** A grant for `grant`, valid from `now` for `ttlSeconds`. */
export async function signFileGrant(
  secret: string,
  grant: FileGrant,
  now: Date,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + ttlSeconds) * 1000);
  const token = await new SignJWT({ doc: grant.documentId, sid: grant.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(grant.userId))
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(keyOf(secret));
  return { token, expiresAt };
}

/** The grant a token carries when it is ours, unaltered and not expired at `now`; else null. */
export async function verifyFileGrant(
  secret: string,
  token: string,
  now: Date,
): Promise<FileGrant | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: now,
      // No leeway: a link lasts minutes, a clock skew between API processes does not matter.
      clockTolerance: 0,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const userId = Number(payload.sub);
    const { doc, sid } = payload as { doc?: unknown; sid?: unknown };
    if (
      !Number.isSafeInteger(userId) ||
      typeof doc !== 'number' ||
      !Number.isSafeInteger(doc) ||
      typeof sid !== 'string'
    ) {
      return null;
    }
    return { documentId: doc, userId, sessionId: sid };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
