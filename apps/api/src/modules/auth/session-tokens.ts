import type { AuthServiceDeps, RequestMeta } from './auth-common.ts';
import * as q from './auth.queries.ts';
import { hashToken, newRefreshToken } from './tokens.ts';
import { readUserDto } from './user-dto.ts';

/*
 * A session's tokens (ARCHITECTURE §4): a short access token naming the session and its
 * generation, and an opaque refresh token of which only the hash is stored.
 */

type SessionDeps = Pick<
  AuthServiceDeps,
  'db' | 'tokens' | 'now' | 'accessTokenTtlSeconds' | 'refreshWindowDays'
>;

export type RefreshAnswer = {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
};

/** The new access token (and refresh token) of a session at `generation`. */
export async function sessionPair(
  deps: SessionDeps,
  user: q.UserRow,
  session: { id: string; issuer: string },
  generation: number,
): Promise<RefreshAnswer> {
  const refreshToken = newRefreshToken();
  await q.insertRefreshToken(deps.db, session.id, hashToken(refreshToken), generation);
  const accessToken = await deps.tokens.signAccessToken({
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

/** Opens a session of the user for `refreshWindowDays`: its tokens and the user. */
export async function openSession(
  deps: SessionDeps,
  user: q.UserRow,
  issuer: string,
  meta: RequestMeta,
) {
  const at = deps.now();
  const session = await q.insertSession(deps.db, {
    userId: user.id,
    issuer,
    expiresAt: new Date(at.getTime() + deps.refreshWindowDays * 86_400_000),
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  return {
    ...(await sessionPair(deps, user, session, session.generation)),
    user: await readUserDto(deps.db, user),
  };
}
