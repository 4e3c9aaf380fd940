import type { findSessionWithUser } from '../modules/auth/auth.queries.ts';

export type SessionWithUser = NonNullable<Awaited<ReturnType<typeof findSessionWithUser>>>;

/** How long a session read from the database answers for the requests that follow. */
export const SESSION_CACHE_TTL_MS = 1000;

/**
 * Sessions (with their user) recently read by the authenticator. Every authenticated request
 * needs its session to be open, at the token's generation, for an active user; reading it once
 * per second per session instead of once per request keeps the database out of the hot path.
 *
 * This process drops an entry the moment it changes a session or a user (sign-out, refresh,
 * password change, deactivation, profile update), so here revocation is immediate. Another API
 * process sees such a change within SESSION_CACHE_TTL_MS.
 */
export class SessionCache {
  private readonly entries = new Map<string, { at: number; value: SessionWithUser }>();

  constructor(private readonly now: () => number) {}

  get(sessionId: string): SessionWithUser | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (this.now() - entry.at >= SESSION_CACHE_TTL_MS || this.now() < entry.at) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.value;
  }

  set(sessionId: string, value: SessionWithUser): void {
    if (this.entries.size >= 50_000) this.entries.clear();
    this.entries.set(sessionId, { at: this.now(), value });
  }

  forgetSession(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  forgetUser(userId: number): void {
    for (const [sessionId, entry] of this.entries) {
      if (entry.value.user.id === userId) this.entries.delete(sessionId);
    }
  }
}
