import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, smallint } from 'drizzle-orm/pg-core';
import { candidats } from './candidat-profile.ts';
import { dayOfWeekCheck, halfHourCheck, indexesOn, timeOfDay, timestamps } from './columns.ts';
import { missions } from './devis-missions.ts';

// A quote and its mission reference each other: both tables are in devis-missions.ts.
export { missions, type Mission, type NewMission } from './devis-missions.ts';

/** Weekly time slots of a recurring mission (dt_dispo_client of interventions), with their agent. */
export const horaires_recurents = pgTable(
  'horaires_recurents',
  {
    id: serial().primaryKey(),
    mission_id: integer()
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    /** Monday = 1 … Sunday = 7. */
    day: smallint().notNull(),
    start_time: timeOfDay().notNull(),
    end_time: timeOfDay().notNull(),
    /** The agent of the slot; null while nobody is assigned. */
    candidat_id: integer().references(() => candidats.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    ...indexesOn(t.mission_id, t.candidat_id),
    dayOfWeekCheck('horaires_recurents_day_check', t.day),
    halfHourCheck('horaires_recurents_start_time_check', t.start_time),
    halfHourCheck('horaires_recurents_end_time_check', t.end_time),
    check('horaires_recurents_order_check', sql`${t.end_time} > ${t.start_time}`),
  ],
);

export type HoraireRecurent = typeof horaires_recurents.$inferSelect;
