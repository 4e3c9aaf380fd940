import { CONGE_STATUTS } from '@maisonnee/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { candidats } from './candidat-profile.ts';
import { clients } from './clients.ts';
import {
  halfHourCheck,
  indexesOn,
  oneOfCheck,
  timeOfDay,
  timestamps,
  timestamptz,
} from './columns.ts';
import { documents } from './documents.ts';
import { interventions } from './interventions.ts';
import { users } from './users.ts';

// What agents declare from their space: leave, absences, delays, resignation, unavailability.

export const conges = pgTable(
  'conges',
  {
    id: serial().primaryKey(),
    candidat_id: integer()
      .notNull()
      .references(() => candidats.id, { onDelete: 'cascade' }),
    date_debut: date({ mode: 'string' }).notNull(),
    date_fin: date({ mode: 'string' }).notNull(),
    /** Hours of the first and last day (section 3: an unavailability period, default 08:00). */
    time_debut: timeOfDay().notNull().default('08:00'),
    time_fin: timeOfDay().notNull().default('08:00'),
    motif: text(),
    statut: text({ enum: CONGE_STATUTS }).notNull().default('en_attente'),
    answered_at: timestamptz(),
    answered_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('conges_candidat_id_idx').on(t.candidat_id, t.date_debut),
    ...indexesOn(t.answered_by_user_id),
    oneOfCheck('conges_statut_check', t.statut, CONGE_STATUTS),
    check('conges_dates_check', sql`${t.date_fin} >= ${t.date_debut}`),
  ],
);

export const absences = pgTable(
  'absences',
  {
    id: serial().primaryKey(),
    candidat_id: integer()
      .notNull()
      .references(() => candidats.id, { onDelete: 'cascade' }),
    /** The intervention missed, when the absence concerns one. */
    intervention_id: integer().references(() => interventions.id, { onDelete: 'set null' }),
    date_debut: timestamptz().notNull(),
    date_fin: timestamptz(),
    motif: text(),
    /** Sick note or other proof, uploaded afterwards (save-justificatif). */
    justificatif_document_id: integer().references(() => documents.id, { onDelete: 'set null' }),
    commentaire: text(),
    ...timestamps(),
  },
  (t) => [
    index('absences_candidat_id_idx').on(t.candidat_id, t.date_debut),
    ...indexesOn(t.intervention_id, t.justificatif_document_id),
    check('absences_dates_check', sql`${t.date_fin} is null or ${t.date_fin} >= ${t.date_debut}`),
  ],
);

export const retards = pgTable(
  'retards',
  {
    id: serial().primaryKey(),
    candidat_id: integer()
      .notNull()
      .references(() => candidats.id, { onDelete: 'cascade' }),
    intervention_id: integer().references(() => interventions.id, { onDelete: 'set null' }),
    /** Expected delay in minutes. */
    minutes: integer().notNull(),
    motif: text(),
    ...timestamps(),
  },
  (t) => [
    index('retards_candidat_id_idx').on(t.candidat_id, t.created_at),
    ...indexesOn(t.intervention_id),
    check('retards_minutes_check', sql`${t.minutes} > 0`),
  ],
);

/** A resignation always comes with its letter (specification §5). */
export const demissions = pgTable(
  'demissions',
  {
    id: serial().primaryKey(),
    candidat_id: integer()
      .notNull()
      .references(() => candidats.id, { onDelete: 'cascade' }),
    lettre_document_id: integer()
      .notNull()
      .references(() => documents.id),
    /** Last working day wished by the agent. */
    date_effet: date({ mode: 'string' }),
    motif: text(),
    treated_at: timestamptz(),
    treated_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => indexesOn(t.candidat_id, t.lettre_document_id, t.treated_by_user_id),
);

/**
 * Unavailability periods of an agent or of a client (holidays, hospital stay…):
 * from `debut` at `time_debut` to `fin` at `time_fin`, both times defaulting to 08:00.
 */
export const indisponibilites = pgTable(
  'indisponibilites',
  {
    id: serial().primaryKey(),
    candidat_id: integer().references(() => candidats.id, { onDelete: 'cascade' }),
    client_id: integer().references(() => clients.id, { onDelete: 'cascade' }),
    debut: date({ mode: 'string' }).notNull(),
    fin: date({ mode: 'string' }).notNull(),
    time_debut: timeOfDay().notNull().default('08:00'),
    time_fin: timeOfDay().notNull().default('08:00'),
    motif: text(),
    ...timestamps(),
  },
  (t) => [
    index('indisponibilites_candidat_id_idx').on(t.candidat_id, t.debut),
    index('indisponibilites_client_id_idx').on(t.client_id, t.debut),
    check('indisponibilites_owner_check', sql`num_nonnulls(${t.candidat_id}, ${t.client_id}) = 1`),
    check('indisponibilites_dates_check', sql`${t.fin} >= ${t.debut}`),
    halfHourCheck('indisponibilites_time_debut_check', t.time_debut),
    halfHourCheck('indisponibilites_time_fin_check', t.time_fin),
  ],
);

export type Conge = typeof conges.$inferSelect;
export type Absence = typeof absences.$inferSelect;
export type Retard = typeof retards.$inferSelect;
export type Demission = typeof demissions.$inferSelect;
export type Indisponibilite = typeof indisponibilites.$inferSelect;
