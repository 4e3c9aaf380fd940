import { PLANNING_CONFLITS } from '@maisonnee/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, indexesOn } from './columns.ts';
import { interventions } from './interventions.ts';
import { users } from './users.ts';

/*
 * Rules a planner forced to put an intervention where it is (issue 26, docs/planning.md
 * « Déplacer, affecter, forcer »): which ones, why, who and when. One row per intervention moved
 * by a forced move; the planning board shows the latest of each intervention. Kept as history.
 */
export const planning_forcages = pgTable(
  'planning_forcages',
  {
    id: serial().primaryKey(),
    intervention_id: integer()
      .notNull()
      .references(() => interventions.id, { onDelete: 'cascade' }),
    /** The forceable rules (PLANNING_CONFLITS codes) the move broke. */
    regles: text({ enum: PLANNING_CONFLITS }).array().notNull(),
    motif: text().notNull(),
    /** Who forced; null once that account is deleted. */
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('planning_forcages_intervention_id_idx').on(t.intervention_id, t.created_at),
    ...indexesOn(t.user_id),
    // At least one rule, each a code of the catalogue (literals: a check constraint is DDL).
    check(
      'planning_forcages_regles_check',
      sql`cardinality(${t.regles}) > 0 and ${t.regles} <@ array[${sql.raw(
        PLANNING_CONFLITS.map((code) => `'${code}'`).join(', '),
      )}]::text[]`,
    ),
  ],
);

export type PlanningForcage = typeof planning_forcages.$inferSelect;
