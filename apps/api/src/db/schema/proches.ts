import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { createdAt, indexesOn, timestamptz } from './columns.ts';
import { users } from './users.ts';

/*
 * A relative's access to a household (issue 25, point 7; module proches, docs/proches.md): the
 * family invites a relative by e-mail; the relative sees the planning, the notebook and the
 * notifications of that household, may write in the notebook, and nothing else. The family
 * removes the access at any time (`revoked_at`); a removed row is kept for the record.
 */
export const proches = pgTable(
  'proches',
  {
    id: serial().primaryKey(),
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    email: varchar({ length: 254 }).notNull(),
    prenom: varchar({ length: 100 }),
    nom: varchar({ length: 100 }),
    /** « fille », « voisin »…, as the family writes it. */
    lien: varchar({ length: 100 }),
    /** The relative's account, once invited (a new account or an existing one). */
    user_id: integer().references(() => users.id, { onDelete: 'cascade' }),
    invited_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    invited_at: createdAt(),
    accepted_at: timestamptz(),
    revoked_at: timestamptz(),
  },
  (t) => [
    uniqueIndex('proches_client_email_actif_idx')
      .on(t.client_id, t.email)
      .where(sql`revoked_at is null`),
    index('proches_user_id_idx')
      .on(t.user_id)
      .where(sql`revoked_at is null`),
    ...indexesOn(t.client_id, t.invited_by_user_id),
  ],
);

export type Proche = typeof proches.$inferSelect;
