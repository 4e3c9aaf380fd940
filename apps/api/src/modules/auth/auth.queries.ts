import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  sql,
} from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { authSessions, refreshTokens, verificationCodes } from '../../db/schema/auth.ts';
import { proches } from '../../db/schema/proches.ts';
import { users } from '../../db/schema/users.ts';

/*
 * Data access for accounts and sessions: plain functions taking `db` (or a transaction) first,
 * returning explicit columns. No business rule here.
 */

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserByEmail(db: Db | Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * The households the account follows as a relative (`proches` rows not removed; module proches,
 * docs/proches.md), for the user's `proche_client_ids`.
 */
export async function listProcheClientIds(db: Db | Tx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ clientId: proches.client_id })
    .from(proches)
    .where(and(eq(proches.user_id, userId), isNull(proches.revoked_at)))
    .orderBy(asc(proches.client_id));
  return rows.map((row) => row.clientId);
}

/** Creates a user account (a client's, in the sign-up transaction that created its record). */
export async function insertUser(db: Db | Tx, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Db | Tx,
  id: number,
  changes: Partial<NewUserRow>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** The session of an access token with its user, in one query. */
export async function findSessionWithUser(db: Db, sessionId: string) {
  const [row] = await db
    .select({
      sessionId: authSessions.id,
      generation: authSessions.generation,
      revokedAt: authSessions.revoked_at,
      issuer: authSessions.issuer,
      user: users,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.user_id))
    .where(eq(authSessions.id, sessionId))
    .limit(1);
  return row;
}

export async function insertSession(
  db: Db,
  values: {
    userId: number;
    issuer: string;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
) {
  const [row] = await db
    .insert(authSessions)
    .values({
      user_id: values.userId,
      issuer: values.issuer,
      expires_at: values.expiresAt,
      ip: values.ip,
      user_agent: values.userAgent?.slice(0, 500) ?? null,
    })
    .returning();
  return row!;
}

export async function insertRefreshToken(
  db: Db,
  sessionId: string,
  tokenHash: string,
  generation: number,
) {
  await db
    .insert(refreshTokens)
    .values({ session_id: sessionId, token_hash: tokenHash, generation });
}

/**
 * Runs `insert` in a transaction; undefined when it hit the unique index of users' e-mails (the
 * address has an account, or a simultaneous sign-up took it first). Nothing is kept then.
 */
export async function insertUnlessEmailTaken<T>(
  db: Db | Tx,
  insert: (tx: Tx) => Promise<T>,
): Promise<T | undefined> {
  try {
    return await db.transaction(insert);
  } catch (error) {
    if (violates(error, 'users_email_unique')) return undefined;
    throw error;
  }
}

/** True when `error` (or its cause, as Drizzle wraps driver errors) is a unique violation of `constraint`. */
function violates(error: unknown, constraint: string): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint: name } = cause as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === undefined || name === constraint;
  }
  return false;
}

/** A new pending code (sign-up: in the transaction that created the account). */
export async function insertVerificationCode(
  db: Db | Tx,
  values: { userId: number; purpose: string; codeHash: string; expiresAt: Date },
) {
  await db.insert(verificationCodes).values({
    user_id: values.userId,
    purpose: values.purpose,
    code_hash: values.codeHash,
    expires_at: values.expiresAt,
  });
}

/** Marks every unused refresh token of a session used (a rotation spends them all). */
export async function spendSessionRefreshTokens(db: Db, sessionId: string, at: Date) {
  await db
    .update(refreshTokens)
    .set({ used_at: at })
    .where(and(eq(refreshTokens.session_id, sessionId), isNull(refreshTokens.used_at)));
}

/** A refresh token with its session (the relational query joins them). */
export async function findRefreshToken(db: Db, tokenHash: string) {
  const row = await db.query.refreshTokens.findFirst({
    columns: { id: true, used_at: true, generation: true },
    with: { session: true },
    where: eq(refreshTokens.token_hash, tokenHash),
  });
  return (
    row && { id: row.id, usedAt: row.used_at, generation: row.generation, session: row.session }
  );
}

/** Marks a refresh token used; false when it was already used (a concurrent or replayed refresh). */
export async function markRefreshTokenUsed(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ used_at: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.used_at)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** Moves a session to its next generation; earlier access tokens of that session stop working. */
export async function bumpSessionGeneration(db: Db, sessionId: string, at: Date): Promise<number> {
  const [row] = await db
    .update(authSessions)
    .set({ generation: sql`${authSessions.generation} + 1`, refreshed_at: at })
    .where(eq(authSessions.id, sessionId))
    .returning({ generation: authSessions.generation });
  return row!.generation;
}

export async function revokeSession(db: Db, sessionId: string, reason: string, at: Date) {
  await db
    .update(authSessions)
    .set({ revoked_at: at, revoked_reason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revoked_at)));
}

export async function revokeUserSessions(db: Db | Tx, userId: number, reason: string, at: Date) {
  await db
    .update(authSessions)
    .set({ revoked_at: at, revoked_reason: reason })
    .where(and(eq(authSessions.user_id, userId), isNull(authSessions.revoked_at)));
}

/** Replaces any pending code of that purpose by a new one. */
export async function replaceVerificationCode(
  db: Db | Tx,
  values: { userId: number; purpose: string; codeHash: string; expiresAt: Date },
) {
  await db.transaction(async (tx) => {
    await tx
      .delete(verificationCodes)
      .where(
        and(
          eq(verificationCodes.user_id, values.userId),
          eq(verificationCodes.purpose, values.purpose),
        ),
      );
    await tx.insert(verificationCodes).values({
      user_id: values.userId,
      purpose: values.purpose,
      code_hash: values.codeHash,
      expires_at: values.expiresAt,
    });
  });
}

export async function findPendingCode(db: Db, userId: number, purpose: string, now: Date) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.user_id, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumed_at),
        gt(verificationCodes.expires_at, now),
      ),
    )
    .orderBy(desc(verificationCodes.created_at))
    .limit(1);
  return row;
}

export async function countCodeAttempt(db: Db, codeId: number) {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, codeId));
}

export async function consumeCode(db: Db, codeId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumed_at: at })
    .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumed_at)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

/** Marks the user accounts of a client inactive; returns their ids. */
export async function deactivateUsersOfClient(db: Db | Tx, clientId: number): Promise<number[]> {
  const accounts = await db
    .update(users)
    .set({ is_active: false, updated_at: new Date() })
    .where(eq(users.client_id, clientId))
    .returning({ id: users.id });
  return accounts.map((account) => account.id);
}

/** The account holding the agent space of a candidat, if any (the oldest when several do). */
export async function findUserOfCandidat(db: Db | Tx, candidatId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.candidat_id, candidatId))
    .orderBy(asc(users.id))
    .limit(1);
  return row;
}

/** Activates the accounts holding the agent space of a candidat; their ids. */
export async function activateUsersOfCandidat(db: Db | Tx, candidatId: number): Promise<number[]> {
  const accounts = await db
    .update(users)
    .set({ is_active: true, updated_at: new Date() })
    .where(eq(users.candidat_id, candidatId))
    .returning({ id: users.id });
  return accounts.map((account) => account.id);
}

/** Active accounts holding one of `roles` (a back-office team), by name. */
export function listActiveUsersWithRoles(db: Db, roles: readonly number[]) {
  return db
    .select({
      id: users.id,
      name: users.name,
      roles_ids: users.roles_ids,
      role_manager: users.role_manager,
    })
    .from(users)
    .where(and(eq(users.is_active, true), arrayOverlaps(users.roles_ids, [...roles])))
    .orderBy(asc(users.name), asc(users.id));
}

/*
 * The agency's team (/admin/equipe, team-*.ts): staff accounts with when they last signed in
 * (their latest session) and the expiry of a pending invitation (an unused password code of an
 * account that never signed in).
 */

// Written out: in a one-table select Drizzle leaves columns unqualified, and "id" would be ambiguous.
const lastSessionAt = sql<Date | null>`(select max(s.created_at) from auth_sessions s where s.user_id = "users"."id")`;
const pendingInvitationUntil = sql<Date | null>`(select max(c.expires_at) from verification_codes c where c.user_id = "users"."id" and c.purpose = 'password_reset' and c.consumed_at is null)`;

/** Accounts holding one of `roles` (active or not), by name, or the one of `userId`. */
export function listStaffUsers(db: Db | Tx, roles: readonly number[], userId?: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      civilite: users.civilite,
      nom: users.nom,
      prenom: users.prenom,
      mobile: users.mobile,
      roles_ids: users.roles_ids,
      role_manager: users.role_manager,
      is_active: users.is_active,
      last_login_at: users.last_login_at,
      last_session_at: lastSessionAt.mapWith(users.created_at),
      pending_code_until: pendingInvitationUntil.mapWith(users.created_at),
    })
    .from(users)
    .where(
      and(
        arrayOverlaps(users.roles_ids, [...roles]),
        userId === undefined ? undefined : eq(users.id, userId),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}

/** The account, locked until the transaction ends (a team change reads it, then writes it). */
export async function findUserForUpdate(tx: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/**
 * The active accounts holding `role`, locked until the transaction ends: two administrators
 * removing each other at once cannot both pass the last-administrator check.
 */
export async function lockActiveUsersWithRole(tx: Tx, role: number): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.is_active, true), arrayContains(users.roles_ids, [role])))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** The names of the accounts `ids` (the team's log names the member each change was about). */
export function listUserNames(db: Db | Tx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...ids]));
}
