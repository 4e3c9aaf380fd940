import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { candidats } from './candidat-profile.ts';
import { clients } from './clients.ts';
import {
  indexesOn,
  phones,
  postalAddress,
  referenceList,
  timestamps,
  timestamptz,
} from './columns.ts';

/** Roles of `roles_ids` (ARCHITECTURE §4): 1 admin, 2 recrutement, 3 commercial, 4 comptabilité, 5 client, 6 agent. */
export const roles = pgTable('roles', referenceList());

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    // Always stored lowercase (checked below) so the unique index is case-insensitive in effect.
    email: varchar({ length: 254 }).notNull(),
    /** argon2id hash (lib/password.ts); accounts created by the back office get an unusable one. */
    password_hash: text().notNull(),
    /** Display name. */
    name: varchar({ length: 200 }).notNull(),
    civilite: varchar({ length: 10 }),
    nom: varchar({ length: 100 }),
    prenom: varchar({ length: 100 }),
    ...phones(),
    date_naissance: date({ mode: 'string' }),
    ...postalAddress(),
    profile_photo_path: text(),
    profile_photo_path_64: text(),
    /** Main role, kept for the clients of the original API; `roles_ids` is authoritative. */
    user_role_id: integer().references(() => roles.id),
    roles_ids: integer().array().notNull().default([]),
    role_manager: boolean().notNull().default(false),
    /** The client space of this account, if any. */
    client_id: integer().references(() => clients.id, { onDelete: 'set null' }),
    /** The agent space of this account, if any. */
    candidat_id: integer().references(() => candidats.id, { onDelete: 'set null' }),
    fcm_token: text(),
    fcm_token_saved_at: timestamptz(),
    email_verified_at: timestamptz(),
    is_active: boolean().notNull().default(true),
    last_login_at: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    ...indexesOn(t.client_id, t.candidat_id),
    index('users_roles_ids_idx').using('gin', t.roles_ids),
  ],
);

export type Role = typeof roles.$inferSelect;
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
