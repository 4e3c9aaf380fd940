import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PUSH_TOPICS } from '@maisonnee/domain';
import { createdAt, indexesOn, oneOfCheck, referenceList, timestamptz } from './columns.ts';
import { users } from './users.ts';

/** Kinds of notification, sent to the app as `notifTypes` beside the list (specification §3). */
export const notification_types = pgTable('notification_types', {
  ...referenceList(),
  icon: varchar({ length: 100 }),
});

export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notification_type_id: integer().references(() => notification_types.id),
    title: varchar({ length: 255 }).notNull(),
    body: text(),
    /** In-app route opened when the notification is tapped ('/missions'…). */
    landing_page: varchar({ length: 255 }),
    /** Extra ids the landing page needs (mission_id, devis_id…). */
    data: jsonb().$type<Record<string, unknown>>(),
    is_read: boolean().notNull().default(false),
    read_at: timestamptz(),
    /** After this instant the notification no longer counts (one-off needs, specification §4). */
    date_fin: timestamptz(),
    created_at: createdAt(),
  },
  (t) => [
    // The list's order (newest first, id breaking ties): a backward walk, no sort.
    index('notifications_user_id_idx').on(t.user_id, t.created_at, t.id),
    index('notifications_user_id_unread_idx')
      .on(t.user_id)
      .where(sql`not is_read`),
    ...indexesOn(t.notification_type_id),
  ],
);

/** How a device receives pushes: a browser's Web Push subscription or a native app's FCM token. */
export const PUSH_CHANNELS = ['webpush', 'fcm'] as const;
export type PushChannel = (typeof PUSH_CHANNELS)[number];

/**
 * Devices that receive a user's pushes (docs/push.md). A Web Push subscription keeps its endpoint
 * and keys; a native app its FCM token in `endpoint` (users.fcm_token keeps the latest one, as the
 * specification's user object shows it). A device that the push service says is gone (404/410) is
 * deleted.
 */
export const push_subscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text({ enum: PUSH_CHANNELS }).notNull(),
    /** Web Push: the push service URL; FCM: the registration token. */
    endpoint: text().notNull(),
    /** Web Push keys (base64url): the browser's P-256 public key and the 16-byte auth secret. */
    p256dh: varchar({ length: 200 }),
    auth: varchar({ length: 100 }),
    /** The app version that registered it: the newappversion topic reaches older ones. */
    app_version: varchar({ length: 20 }),
    topics: text().array().$type<(typeof PUSH_TOPICS)[number][]>().notNull().default([]),
    /** Consecutive failed sends (not 404/410): the device is dropped after a few. */
    failures: integer().notNull().default(0),
    created_at: createdAt(),
    last_seen_at: timestamptz(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    ...indexesOn(t.user_id),
    oneOfCheck('push_subscriptions_channel_check', t.channel, PUSH_CHANNELS),
  ],
);

/** Versions announced on the newappversion topic: each version once, whatever the instances. */
export const push_announcements = pgTable('push_announcements', {
  app_version: varchar({ length: 20 }).primaryKey(),
  sent_at: createdAt(),
  recipients: integer().notNull().default(0),
});

export type NotificationType = typeof notification_types.$inferSelect;
export type Notification = typeof notifications.$inferSelect;
export type PushSubscription = typeof push_subscriptions.$inferSelect;
