import { and, arrayOverlaps, asc, count, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { notification_types, notifications } from '../../db/schema/notifications.ts';
import { proches } from '../../db/schema/proches.ts';
import { users } from '../../db/schema/users.ts';

export interface NewNotification {
  userId: number;
  /** notification_types.id (seed/reference.ts), when one fits. */
  typeId?: number | null;
  title: string;
  body?: string | null;
  /** In-app route opened when the notification is tapped. */
  landingPage?: string | null;
  data?: Record<string, unknown> | null;
  dateFin?: Date | null;
}

/** Writes one notification row per recipient. Only `notify()` calls this (notify.test.ts checks it). */
export async function insertNotifications(
  db: Db | Tx,
  rows: NewNotification[],
): Promise<{ id: number; user_id: number }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values(
      rows.map((row) => ({
        user_id: row.userId,
        notification_type_id: row.typeId ?? null,
        title: row.title,
        body: row.body ?? null,
        landing_page: row.landingPage ?? null,
        data: row.data ?? null,
        date_fin: row.dateFin ?? null,
      })),
    )
    .returning({ id: notifications.id, user_id: notifications.user_id });
}

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * A page of a user's notifications, newest first, and how many there are in all. Both read the
 * (user_id, created_at, id) index: the page walks it backwards, the count stays in it.
 */
export async function listNotificationsOfUser(
  db: Db | Tx,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, userId))
      .orderBy(desc(notifications.created_at), desc(notifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(notifications).where(eq(notifications.user_id, userId)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export function listNotificationTypes(db: Db | Tx) {
  return db.select().from(notification_types).orderBy(asc(notification_types.id));
}

export async function findNotification(
  db: Db | Tx,
  id: number,
): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

export async function markNotificationRead(
  db: Db | Tx,
  id: number,
  at: Date,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ is_read: true, read_at: at })
    .where(eq(notifications.id, id))
    .returning();
  return row;
}

/** Active accounts of a client's space. */
export async function userIdsOfClient(db: Db | Tx, clientId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.client_id, clientId), eq(users.is_active, true)));
  return rows.map((row) => row.id);
}

/**
 * Active accounts of the relatives following a client's household now (`proches` rows not
 * removed; module proches, docs/proches.md).
 */
export async function userIdsOfProches(db: Db | Tx, clientId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(proches)
    .innerJoin(users, eq(users.id, proches.user_id))
    .where(
      and(eq(proches.client_id, clientId), isNull(proches.revoked_at), eq(users.is_active, true)),
    );
  return rows.map((row) => row.id);
}

/** Active accounts of agents' spaces. */
export async function userIdsOfCandidats(db: Db | Tx, candidatIds: number[]): Promise<number[]> {
  if (candidatIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.candidat_id, candidatIds), eq(users.is_active, true)));
  return rows.map((row) => row.id);
}

/** Active back-office accounts holding one of these roles. */
export async function userIdsWithRoles(db: Db | Tx, roles: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(arrayOverlaps(users.roles_ids, [...roles]), eq(users.is_active, true)));
  return rows.map((row) => row.id);
}

/** Marks every unread notification of a user read; the number marked. */
export async function markAllNotificationsRead(
  db: Db | Tx,
  userId: number,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ is_read: true, read_at: at })
    .where(and(eq(notifications.user_id, userId), eq(notifications.is_read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** A user's unread notifications that still count: no end date, or one not passed yet. */
export async function countUnreadNotifications(
  db: Db | Tx,
  userId: number,
  at: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.user_id, userId),
        eq(notifications.is_read, false),
        or(isNull(notifications.date_fin), gt(notifications.date_fin, at)),
      ),
    );
  return row?.count ?? 0;
}
