import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';
import { interventions } from './interventions.ts';
import { users } from './users.ts';

/*
 * Reminders and calendars (issue 25, point 8; module calendrier, docs/calendrier.md).
 */

/**
 * A private calendar feed (ICS) of a user's visits: the link carries a random token of which only
 * the hash is kept; revoking it (or making a new one) ends the old link.
 */
export const calendar_feeds = pgTable(
  'calendar_feeds',
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, hex. */
    token_hash: varchar({ length: 64 }).notNull().unique(),
    created_at: createdAt(),
    last_read_at: timestamptz(),
    revoked_at: timestamptz(),
  },
  (t) => [
    index('calendar_feeds_user_id_idx')
      .on(t.user_id)
      .where(sql`revoked_at is null`),
  ],
);

/** The reminder sent the day before a visit, to one person: sent once per visit and person. */
export const rappels_envoyes = pgTable(
  'rappels_envoyes',
  {
    id: serial().primaryKey(),
    intervention_id: integer()
      .notNull()
      .references(() => interventions.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** push | mail */
    canal: text().notNull(),
    sent_at: createdAt(),
  },
  (t) => [
    // One reminder per visit and person, whatever the number of API processes running the job.
    uniqueIndex('rappels_envoyes_intervention_user_idx').on(t.intervention_id, t.user_id),
    index('rappels_envoyes_user_id_idx').on(t.user_id),
  ],
);

export type CalendarFeed = typeof calendar_feeds.$inferSelect;
export type RappelEnvoye = typeof rappels_envoyes.$inferSelect;
