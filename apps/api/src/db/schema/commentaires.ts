import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { candidats } from './candidat-profile.ts';
import { clients } from './clients.ts';
import { indexesOn, timestamps } from './columns.ts';
import { users } from './users.ts';

/** Back-office comments about one client or one candidat. */
export const commentaires = pgTable(
  'commentaires',
  {
    id: serial().primaryKey(),
    client_id: integer().references(() => clients.id, { onDelete: 'cascade' }),
    candidat_id: integer().references(() => candidats.id, { onDelete: 'cascade' }),
    author_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    commentaire: text().notNull(),
    ...timestamps(),
  },
  (t) => [
    index('commentaires_client_id_idx').on(t.client_id, t.created_at),
    index('commentaires_candidat_id_idx').on(t.candidat_id, t.created_at),
    ...indexesOn(t.author_user_id),
    check('commentaires_target_check', sql`num_nonnulls(${t.client_id}, ${t.candidat_id}) = 1`),
  ],
);

export type Commentaire = typeof commentaires.$inferSelect;
