import { SCENARIO_STATUTS } from '@maisonnee/domain';
import { index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { indexesOn, oneOfCheck, timestamps, timestamptz } from './columns.ts';
import { devis, missions } from './devis-missions.ts';
import { users } from './users.ts';

/** Schedules proposed to a client (scenario-propositions screen, reached by a signed link). */
export const scenarios = pgTable(
  'scenarios',
  {
    id: serial().primaryKey(),
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    mission_id: integer().references(() => missions.id, { onDelete: 'set null' }),
    devis_id: integer().references(() => devis.id, { onDelete: 'set null' }),
    statut: text({ enum: SCENARIO_STATUTS }).notNull().default('propose'),
    /** Proposed slots and agents, as the screen shows them. */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Random URL-safe secret of the public link. */
    token: varchar({ length: 64 }).notNull().unique(),
    expires_at: timestamptz(),
    answered_at: timestamptz(),
    created_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('scenarios_client_id_idx').on(t.client_id, t.created_at),
    ...indexesOn(t.mission_id, t.devis_id, t.created_by_user_id),
    oneOfCheck('scenarios_statut_check', t.statut, SCENARIO_STATUTS),
  ],
);

export type Scenario = typeof scenarios.$inferSelect;
