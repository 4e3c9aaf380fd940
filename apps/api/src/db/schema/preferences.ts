import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { candidats } from './candidat-profile.ts';
import { clients } from './clients.ts';
import { indexesOn, oneOfCheck, timestamps } from './columns.ts';
import { users } from './users.ts';

/** A family's choice about one agent (issue 25, point 3). */
export const INTERVENANT_PREFERENCES = ['prefere', 'ecarte'] as const;
export type IntervenantPreference = (typeof INTERVENANT_PREFERENCES)[number];

/**
 * Agents a family prefers (planning ranks them first) or asks not to see again (planning never
 * proposes them; the agency is told, the agent is not). One row per client and agent.
 */
export const client_intervenant_preferences = pgTable(
  'client_intervenant_preferences',
  {
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    candidat_id: integer()
      .notNull()
      .references(() => candidats.id, { onDelete: 'cascade' }),
    preference: text({ enum: INTERVENANT_PREFERENCES }).notNull(),
    /** Why the family asked not to see the agent again (for the agency only). */
    motif: text(),
    created_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.candidat_id] }),
    ...indexesOn(t.candidat_id, t.created_by_user_id),
    oneOfCheck('client_intervenant_preferences_check', t.preference, INTERVENANT_PREFERENCES),
  ],
);

export type ClientIntervenantPreference = typeof client_intervenant_preferences.$inferSelect;
