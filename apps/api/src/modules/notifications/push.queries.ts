import type { PushTopic } from '@maisonnee/domain';
import { and, arrayContains, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { push_announcements, push_subscriptions } from '../../db/schema/notifications.ts';

export type PushSubscriptionRow = typeof push_subscriptions.$inferSelect;

/** Every device of these users. */
export function listSubscriptionsOfUsers(
  db: Db | Tx,
  userIds: readonly number[],
): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(push_subscriptions)
    .where(inArray(push_subscriptions.user_id, [...userIds]));
}

/** Every device that subscribed to a topic. */
export function listSubscriptionsOnTopic(
  db: Db | Tx,
  topic: PushTopic,
): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(push_subscriptions)
    .where(arrayContains(push_subscriptions.topics, [topic]));
}

export interface SubscriptionInput {
  userId: number;
  channel: 'webpush' | 'fcm';
  endpoint: string;
  p256dh: string | null;
  auth: string | null;
  appVersion: string | null;
  topics: PushTopic[];
}

/**
 * Saves a device by its endpoint (or FCM token) for this user: a known one of the user's is
 * renewed; one another account holds stays theirs and nothing is written (null), so nobody takes
 * over someone's device by registering its endpoint. Then the user keeps at most `maxPerUser`
 * devices: the least recently seen beyond go.
 */
export async function upsertSubscription(
  db: Db | Tx,
  input: SubscriptionInput,
  at: Date,
  maxPerUser: number,
): Promise<{ id: number; topics: PushTopic[] } | null> {
  const values = {
    user_id: input.userId,
    channel: input.channel,
    endpoint: input.endpoint,
    p256dh: input.p256dh,
    auth: input.auth,
    app_version: input.appVersion,
    topics: input.topics,
    failures: 0,
    last_seen_at: at,
  };
  const [row] = await db
    .insert(push_subscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: push_subscriptions.endpoint,
      set: values,
      setWhere: eq(push_subscriptions.user_id, input.userId),
    })
    .returning({ id: push_subscriptions.id, topics: push_subscriptions.topics });
  if (!row) return null;
  const kept = db
    .select({ id: push_subscriptions.id })
    .from(push_subscriptions)
    .where(eq(push_subscriptions.user_id, input.userId))
    .orderBy(sql`${push_subscriptions.last_seen_at} desc nulls last`, desc(push_subscriptions.id))
    .limit(maxPerUser);
  await db
    .delete(push_subscriptions)
    .where(
      and(eq(push_subscriptions.user_id, input.userId), notInArray(push_subscriptions.id, kept)),
    );
  return row;
}

/** Removes one of this user's devices by its endpoint; false when the user has none there. */
export async function deleteSubscriptionOfUser(
  db: Db | Tx,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const rows = await db
    .delete(push_subscriptions)
    .where(and(eq(push_subscriptions.user_id, userId), eq(push_subscriptions.endpoint, endpoint)))
    .returning({ id: push_subscriptions.id });
  return rows.length > 0;
}

/** Removes this user's native devices (the app cleared its FCM token). */
export async function deleteChannelSubscriptionsOfUser(
  db: Db | Tx,
  userId: number,
  channel: 'webpush' | 'fcm',
): Promise<number> {
  const rows = await db
    .delete(push_subscriptions)
    .where(and(eq(push_subscriptions.user_id, userId), eq(push_subscriptions.channel, channel)))
    .returning({ id: push_subscriptions.id });
  return rows.length;
}

export async function deleteSubscription(db: Db | Tx, id: number): Promise<void> {
  await db.delete(push_subscriptions).where(eq(push_subscriptions.id, id));
}

/** A delivered push: the device is alive. */
export async function recordDelivery(db: Db | Tx, id: number, at: Date): Promise<void> {
  await db
    .update(push_subscriptions)
    .set({ failures: 0, last_seen_at: at })
    .where(eq(push_subscriptions.id, id));
}

/**
 * A failed push (not a gone device): one more consecutive failure, and the device is dropped
 * once it reached `maxFailures`. True when it was dropped.
 */
export async function recordFailure(
  db: Db | Tx,
  id: number,
  maxFailures: number,
): Promise<boolean> {
  await db
    .update(push_subscriptions)
    .set({ failures: sql`${push_subscriptions.failures} + 1` })
    .where(eq(push_subscriptions.id, id));
  const dropped = await db
    .delete(push_subscriptions)
    .where(and(eq(push_subscriptions.id, id), gte(push_subscriptions.failures, maxFailures)))
    .returning({ id: push_subscriptions.id });
  return dropped.length > 0;
}

/**
 * Claims the announcement of a version: true for the one caller (whatever the instance) whose
 * row went in, false when the version was already announced.
 */
export async function claimAnnouncement(db: Db | Tx, appVersion: string): Promise<boolean> {
  const rows = await db
    .insert(push_announcements)
    .values({ app_version: appVersion })
    .onConflictDoNothing()
    .returning({ app_version: push_announcements.app_version });
  return rows.length > 0;
}

export async function setAnnouncementRecipients(
  db: Db | Tx,
  appVersion: string,
  recipients: number,
): Promise<void> {
  await db
    .update(push_announcements)
    .set({ recipients })
    .where(eq(push_announcements.app_version, appVersion));
}
