import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';
import { users } from './users.ts';

/** Kinds of notification, sent to the app as `notifTypes` beside the list (specification §3). */
export const notification_types = pgTable('notification_types', {
  id: integer().primaryKey(),
  label: varchar({ length: 100 }).notNull(),
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
    index('notifications_user_id_idx').on(t.user_id, t.created_at),
    index('notifications_user_id_unread_idx')
      .on(t.user_id)
      .where(sql`not is_read`),
    index('notifications_notification_type_id_idx').on(t.notification_type_id),
  ],
);

export const notificationTypesRelations = relations(notification_types, ({ many }) => ({
  notifications: many(notifications),
}));

export const notificationsRelations = relations(notifications, ({ one }) => ({
  user: one(users, { fields: [notifications.user_id], references: [users.id] }),
  notification_type: one(notification_types, {
    fields: [notifications.notification_type_id],
    references: [notification_types.id],
  }),
}));

export type NotificationType = typeof notification_types.$inferSelect;
export type Notification = typeof notifications.$inferSelect;
