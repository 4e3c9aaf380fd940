import { MISSION_STATUTS } from '@maisonnee/domain';
import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { annonces } from './annonces.ts';
import { candidats, competences } from './candidats.ts';
import { clients, mutuelles } from './clients.ts';
import {
  dayOfWeekCheck,
  halfHourCheck,
  heures,
  oneOfCheck,
  timeOfDay,
  timestamps,
  timestamptz,
} from './columns.ts';
import { devis } from './devis.ts';
import { factures } from './factures.ts';
import { interventions } from './interventions.ts';

export const missions = pgTable(
  'missions',
  {
    id: serial().primaryKey(),
    reference: varchar({ length: 30 }).unique(),
    client_id: integer()
      .notNull()
      .references(() => clients.id),
    /** Set when a mutuelle pays for the mission (the "mutuelle" need group). */
    mutuelle_id: integer().references(() => mutuelles.id),
    is_ponctuel: boolean().notNull().default(false),
    client_besoin_skill_id: integer()
      .notNull()
      .references(() => competences.id),
    /** The signed devis the mission comes from. */
    devis_id: integer().references((): AnyPgColumn => devis.id, { onDelete: 'set null' }),
    statut: text({ enum: MISSION_STATUTS }).notNull().default('active'),
    date_debut: timestamptz().notNull(),
    /** Null for an open-ended recurring mission. */
    date_fin: timestamptz(),
    /** Hours granted (mutuelle missions) or planned in total. */
    nb_heures_total: heures(),
    nb_heures_consommees: heures().notNull().default(0),
    nb_minutes_a_planifier: integer().notNull().default(0),
    description: text(),
    ...timestamps(),
  },
  (t) => [
    index('missions_client_id_idx').on(t.client_id, t.date_debut),
    index('missions_mutuelle_id_idx').on(t.mutuelle_id),
    index('missions_devis_id_idx').on(t.devis_id),
    index('missions_client_besoin_skill_id_idx').on(t.client_besoin_skill_id),
    index('missions_statut_idx').on(t.statut),
    oneOfCheck('missions_statut_check', t.statut, MISSION_STATUTS),
    check('missions_dates_check', sql`${t.date_fin} is null or ${t.date_fin} >= ${t.date_debut}`),
    check('missions_minutes_check', sql`${t.nb_minutes_a_planifier} >= 0`),
  ],
);

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
    index('horaires_recurents_mission_id_idx').on(t.mission_id),
    index('horaires_recurents_candidat_id_idx').on(t.candidat_id),
    dayOfWeekCheck('horaires_recurents_day_check', t.day),
    halfHourCheck('horaires_recurents_start_time_check', t.start_time),
    halfHourCheck('horaires_recurents_end_time_check', t.end_time),
    check('horaires_recurents_order_check', sql`${t.end_time} > ${t.start_time}`),
  ],
);

export const missionsRelations = relations(missions, ({ one, many }) => ({
  client: one(clients, { fields: [missions.client_id], references: [clients.id] }),
  mutuelle: one(mutuelles, { fields: [missions.mutuelle_id], references: [mutuelles.id] }),
  competence: one(competences, {
    fields: [missions.client_besoin_skill_id],
    references: [competences.id],
  }),
  devis: one(devis, {
    fields: [missions.devis_id],
    references: [devis.id],
    relationName: 'mission_devis',
  }),
  horaires_recurents: many(horaires_recurents),
  interventions: many(interventions),
  factures: many(factures),
  annonces: many(annonces),
}));

export const horairesRecurentsRelations = relations(horaires_recurents, ({ one, many }) => ({
  mission: one(missions, { fields: [horaires_recurents.mission_id], references: [missions.id] }),
  agent: one(candidats, {
    fields: [horaires_recurents.candidat_id],
    references: [candidats.id],
  }),
  interventions: many(interventions),
}));

export type Mission = typeof missions.$inferSelect;
export type NewMission = typeof missions.$inferInsert;
export type HoraireRecurent = typeof horaires_recurents.$inferSelect;
