import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { AuthContext } from '../lib/access.ts';
import { AppError } from '../lib/app-error.ts';
import { findSessionWithUser } from '../modules/auth/auth.queries.ts';
import type { TokenService } from '../modules/auth/tokens.ts';
import type { SessionCache } from './session-cache.ts';
import type { Authenticator } from './contract-routes.ts';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Resolves the caller: a valid access token (signature, issuer, audience, expiry) whose session is
 * still open and at the token's generation, for an active user. Roles and linked records are read
 * from the database, so a change of role or a deactivation applies at once.
 *
 * On public endpoints a missing or bad token is ignored (the web app sends its stored token on
 * every call, including token-refresh with an expired one).
 */
export function createAuthenticator(
  db: Db,
  tokens: TokenService,
  cache: SessionCache,
): Authenticator {
  return {
    async authenticate(request: FastifyRequest, required: boolean): Promise<AuthContext | null> {
      // Public call without a token: nothing to check (the common case of health checks).
      if (!required && !request.headers.authorization) return null;
      try {
        return await resolve(request);
      } catch (error) {
        if (required) throw error;
        return null;
      }
    },
  };

  async function resolve(request: FastifyRequest): Promise<AuthContext> {
    const header = request.headers.authorization;
    const token = header ? BEARER.exec(header)?.[1] : undefined;
    if (!token || token === 'undefined' || token === 'null') {
      throw new AppError('UNAUTHENTICATED', 'Connexion requise.');
    }
    const claims = await tokens.verifyAccessToken(token);
    let session = cache.get(claims.sessionId);
    if (!session) {
      session = await findSessionWithUser(db, claims.sessionId);
      if (session) cache.set(claims.sessionId, session);
    }
    if (
      !session ||
      session.revokedAt !== null ||
      session.generation !== claims.generation ||
      session.user.id !== claims.userId ||
      !session.user.is_active
    ) {
      throw new AppError('UNAUTHENTICATED', 'Session terminée : reconnectez-vous.');
    }
    const { user } = session;
    return {
      userId: user.id,
      sessionId: session.sessionId,
      issuer: session.issuer,
      roles: user.roles_ids ?? [],
      clientId: user.client_id ?? null,
      candidatId: user.candidat_id ?? null,
      user,
    };
  }
}
