import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../lib/app-error.ts';

/** The three endpoints that open a session; an access token's `iss` is one of their absolute URLs. */
export const SIGN_IN_PATHS = {
  signin: '/api/auth/signin',
  signinUser: '/api/auth/signin-user',
  signup: '/api/auth/signup',
} as const;

export const TOKEN_AUDIENCE = 'maisonnee';

export interface AccessClaims {
  userId: number;
  sessionId: string;
  generation: number;
  roles: number[];
  issuer: string;
}

type SignInPath = (typeof SIGN_IN_PATHS)[keyof typeof SIGN_IN_PATHS];
const SIGN_IN_PATH_SET = new Set<string>(Object.values(SIGN_IN_PATHS));
/** Host names under which this machine reaches its own server (URL.hostname spelling). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface TokenService {
  /**
   * The issuer of a session opened now on `path`: the origin the request came in on when it is
   * one of this server's own (see `isKnownIssuer`), else PUBLIC_URL.
   */
  issuerFor(path: SignInPath, requestOrigin?: string): string;
  /**
   * True for a sign-in URL of an origin this server answers for: PUBLIC_URL (and its origin), and
   * http://localhost, http://127.0.0.1 or http://[::1] on a port it listens on.
   */
  isKnownIssuer(issuer: string): boolean;
  signAccessToken(claims: AccessClaims): Promise<string>;
  /** Verifies signature (HS256 only), issuer, audience and expiry; throws 401 TOKEN_EXPIRED or UNAUTHENTICATED. */
  verifyAccessToken(token: string): Promise<AccessClaims>;
}

/** Access JWTs (ARCHITECTURE §4): HS256 with jose, `iss` = sign-in endpoint URL, `aud`, `typ: access`. */
export function createTokenService(options: {
  secret: string;
  publicUrl: string;
  ttlSeconds: number;
  now: () => Date;
  /** Ports this server listens on (PORT, and the port actually bound once listening). */
  ownPorts?: () => readonly number[];
}): TokenService {
  // One CryptoKey for the life of the process: importing the raw secret on every call costs more than the HMAC.
  const key = globalThis.crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(options.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const publicIssuers = new Set(
    Object.values(SIGN_IN_PATHS).flatMap((path) => [
      options.publicUrl + path,
      new URL(options.publicUrl).origin + path,
    ]),
  );

  /** The origin itself when it is http(s)://localhost|127.0.0.1|[::1]:<a port of ours>. */
  function ownLoopbackOrigin(origin: string): string | undefined {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return undefined;
    }
    if (!['http:', 'https:'].includes(url.protocol) || !LOOPBACK_HOSTS.has(url.hostname)) {
      return undefined;
    }
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    const ports = options.ownPorts?.() ?? [];
    return ports.includes(port) ? url.origin : undefined;
  }

  function isKnownIssuer(issuer: string): boolean {
    if (publicIssuers.has(issuer)) return true;
    let url: URL;
    try {
      url = new URL(issuer);
    } catch {
      return false;
    }
    return (
      SIGN_IN_PATH_SET.has(url.pathname) &&
      issuer === url.origin + url.pathname &&
      ownLoopbackOrigin(url.origin) !== undefined
    );
  }

  return {
    isKnownIssuer,
    issuerFor(path, requestOrigin) {
      const own = requestOrigin ? ownLoopbackOrigin(requestOrigin) : undefined;
      return (own ?? options.publicUrl) + path;
    },
    async signAccessToken(claims) {
      const issuedAt = Math.floor(options.now().getTime() / 1000);
      return new SignJWT({
        typ: 'access',
        roles: claims.roles,
        sid: claims.sessionId,
        gen: claims.generation,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(claims.issuer)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + options.ttlSeconds)
        .sign(await key);
    },
    async verifyAccessToken(token) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          audience: TOKEN_AUDIENCE,
          currentDate: options.now(),
          requiredClaims: ['sub', 'exp', 'iat', 'iss'],
        });
        const userId = Number(payload.sub);
        if (
          typeof payload.iss !== 'string' ||
          !isKnownIssuer(payload.iss) ||
          payload.typ !== 'access' ||
          !Number.isSafeInteger(userId) ||
          typeof payload.sid !== 'string' ||
          typeof payload.gen !== 'number' ||
          !Array.isArray(payload.roles)
        ) {
          throw new AppError('UNAUTHENTICATED', 'Jeton invalide : reconnectez-vous.');
        }
        return {
          userId,
          sessionId: payload.sid,
          generation: payload.gen,
          roles: payload.roles.filter((role): role is number => typeof role === 'number'),
          issuer: payload.iss,
        };
      } catch (error) {
        if (error instanceof AppError) throw error;
        // jose checks the signature before the claims, so only a genuine token reports expiry.
        if (error instanceof errors.JWTExpired) {
          throw new AppError('TOKEN_EXPIRED', 'Votre session a expiré : elle va être renouvelée.');
        }
        throw new AppError('UNAUTHENTICATED', 'Jeton invalide : reconnectez-vous.');
      }
    },
  };
}

/** An opaque refresh token: 32 random bytes, base64url. Only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
