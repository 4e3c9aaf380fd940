import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A signed-in session (one device). Its id is the refresh-token family: every refresh rotates the
 * refresh token and bumps `generation`, which access tokens carry, so an access token from an
 * earlier generation stops working. `expires_at` bounds the refresh window from sign-in.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Absolute URL of the endpoint that signed the user in or up; kept across refreshes. */
    issuer: text('issuer').notNull(),
    generation: integer('generation').notNull().default(1),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refreshed_at: timestamp('refreshed_at', { withTimezone: true }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /** signout | password_change | password_reset | refresh_reuse | deactivated */
    revoked_reason: text('revoked_reason'),
  },
  (table) => [index('auth_sessions_user_id_idx').on(table.user_id)],
);

/** Refresh tokens, stored as SHA-256 hashes; a used one may never be used again. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    session_id: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    generation: integer('generation').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_id_idx').on(table.session_id)],
);

/** 6-digit codes sent by mail (account validation, password reset), stored as HMACs. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** account_validation | password_reset */
    purpose: text('purpose').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_codes_user_purpose_idx').on(table.user_id, table.purpose)],
);

/** Every mail the product sends; the default mail adapter stops here (and logs). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** queued | logged | sent | failed */
    status: text('status').notNull().default('queued'),
    error: text('error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_to_idx').on(table.to)],
);
