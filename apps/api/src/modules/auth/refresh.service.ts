import { SESSION_OVER, type AuthServiceDeps } from './auth-common.ts';
import * as q from './auth.queries.ts';
import { sessionPair, type RefreshAnswer } from './session-tokens.ts';
import { hashToken } from './tokens.ts';

/*
 * Refreshing a session (docs/security.md "Sessions"): the refresh token rotates, the session's
 * generation moves on (ending the previous access token) and the new access token keeps the
 * session's original issuer. Two tabs refreshing at once send the same refresh token: within this
 * process they share one rotation, and for REFRESH_GRACE_SECONDS afterwards the spent token
 * answers with the same new pair; only a reuse after that counts as theft.
 */

export function createRefreshService(deps: AuthServiceDeps) {
  const { db, now, sessions } = deps;
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

  /** The session's user while it may still hold a session, else 401. */
  async function activeUser(userId: number) {
    const user = await q.findUserById(db, userId);
    if (!user || !user.is_active) throw SESSION_OVER();
    return user;
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
      const user = await activeUser(session.user_id);
      return sessionPair(deps, user, session, session.generation);
    }
    const user = await activeUser(session.user_id);
    // Other live tokens of the session (handed out during a grace period) are spent with this one.
    await q.spendSessionRefreshTokens(db, session.id, at);
    const generation = await q.bumpSessionGeneration(db, session.id, at);
    sessions.forgetSession(session.id);
    const answer = await sessionPair(deps, user, session, generation);
    if (graceMs > 0) rememberSuccessor(tokenHash, session.id, answer);
    return answer;
  }

  return {
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
  };
}
