import { INTERVENTION_STATUTS, PROLONGATION_STATUTS } from '@maisonnee/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { candidats } from './candidat-profile.ts';
import { clients } from './clients.ts';
import { indexesOn, oneOfCheck, timestamps, timestamptz } from './columns.ts';
import { missions } from './devis-missions.ts';
import { horaires_recurents } from './missions.ts';
import { users } from './users.ts';

// The status lists live in @maisonnee/domain (statuts.ts); the planning queries still take this
// type from here.
export type { InterventionStatut } from '@maisonnee/domain';

/**
 * An intervention is one slot of one day (00:00 to 24:00 on the half-hour grid), so it never
 * lasts more than 24 hours: the check below holds it, and the date-window reads rely on it to
 * bound their index range on date_debut (read-model.queries.ts).
 */
export const MAX_INTERVENTION_HOURS = 24;

export const interventions = pgTable(
  'interventions',
  {
    id: serial().primaryKey(),
    /** Null for an intervention created outside any mission. */
    mission_id: integer().references(() => missions.id),
    client_id: integer()
      .notNull()
      .references(() => clients.id),
    /** The agent; null means no agent assigned yet. */
    candidat_id: integer().references(() => candidats.id),
    /** The recurring slot this intervention comes from, if any. */
    dt_dispo_client_id: integer().references(() => horaires_recurents.id, {
      onDelete: 'set null',
    }),
    date_debut: timestamptz().notNull(),
    date_fin: timestamptz().notNull(),
    statut: text({ enum: INTERVENTION_STATUTS }).notNull().default('planifiee'),
    pointage_debut_at: timestamptz(),
    pointage_debut_lat: doublePrecision(),
    pointage_debut_lng: doublePrecision(),
    pointage_fin_at: timestamptz(),
    pointage_fin_lat: doublePrecision(),
    pointage_fin_lng: doublePrecision(),
    /** Why the agent left after fewer than SHORT_VISIT_MINUTES (issue 22, point 6); null otherwise. */
    pointage_fin_motif: text(),
    /**
     * Accuracy in metres of the position the phone gave at check-in and check-out (issue 25,
     * point 6). A position is kept only at these two moments, never tracked in between.
     */
    pointage_debut_precision: doublePrecision(),
    pointage_fin_precision: doublePrecision(),
    /**
     * A check-in or check-out made without the network and sent later: `pointage_*_at` is the
     * moment it was made on the phone, this the moment the server received it (« synchronisé en
     * retard »); null when it was sent at once.
     */
    pointage_debut_recu_at: timestamptz(),
    pointage_fin_recu_at: timestamptz(),
    /** The phone's id of the check-in/out event: a replay of the same event is refused. */
    pointage_debut_event_id: uuid().unique(),
    pointage_fin_event_id: uuid().unique(),
    /** « En route » (issue 25, point 4): when the agent left, and the arrival they announced. */
    en_route_at: timestamptz(),
    en_route_arrivee_estimee_at: timestamptz(),
    /**
     * When the client was told no agent could be found by the start (issue 22, point 7); null until
     * then. Set once, so that the job never tells twice.
     */
    sans_agent_signale_at: timestamptz(),
    /** Extra minutes asked for. */
    prolongation_minutes: integer(),
    prolongation_statut: text({ enum: PROLONGATION_STATUTS }),
    prolongation_asked_at: timestamptz(),
    prolongation_answered_at: timestamptz(),
    cancelled_at: timestamptz(),
    cancel_reason: text(),
    cancelled_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    commentaire: text(),
    ...timestamps(),
  },
  (t) => [
    index('interventions_candidat_id_date_debut_idx').on(t.candidat_id, t.date_debut),
    index('interventions_client_id_date_debut_idx').on(t.client_id, t.date_debut),
    index('interventions_mission_id_idx').on(t.mission_id, t.date_debut),
    ...indexesOn(t.dt_dispo_client_id, t.cancelled_by_user_id),
    // Planning screens look for upcoming interventions that still need an agent.
    // An agent's intervention under way (getInterventionAgentEnCours): no date to bound it.
    index('interventions_en_cours_idx')
      .on(t.candidat_id)
      .where(sql`statut = 'en_cours'`),
    index('interventions_sans_agent_idx')
      .on(t.date_debut)
      .where(sql`candidat_id is null`),
    // The agency's interventions of a month, read in (date_debut, id) pages by the hourly
    // timesheet job (a month is tens of thousands: without it each page scanned the table).
    index('interventions_date_debut_id_idx').on(t.date_debut, t.id),
    oneOfCheck('interventions_statut_check', t.statut, INTERVENTION_STATUTS),
    oneOfCheck(
      'interventions_prolongation_statut_check',
      t.prolongation_statut,
      PROLONGATION_STATUTS,
    ),
    check('interventions_dates_check', sql`${t.date_fin} > ${t.date_debut}`),
    check(
      'interventions_duree_check',
      sql`${t.date_fin} <= ${t.date_debut} + make_interval(hours => ${sql.raw(String(MAX_INTERVENTION_HOURS))})`,
    ),
    check(
      'interventions_prolongation_minutes_check',
      sql`${t.prolongation_minutes} is null or ${t.prolongation_minutes} > 0`,
    ),
  ],
);

/** A client's review of the agent after an intervention (one per intervention). */
export const intervention_avis = pgTable(
  'intervention_avis',
  {
    id: serial().primaryKey(),
    intervention_id: integer()
      .notNull()
      .unique()
      .references(() => interventions.id, { onDelete: 'cascade' }),
    candidat_id: integer()
      .notNull()
      .references(() => candidats.id),
    client_id: integer()
      .notNull()
      .references(() => clients.id),
    /** 1 to 5 stars. */
    note: smallint().notNull(),
    commentaire: text(),
    ...timestamps(),
  },
  (t) => [
    ...indexesOn(t.candidat_id, t.client_id),
    check('intervention_avis_note_check', sql`${t.note} between 1 and 5`),
  ],
);

export type Intervention = typeof interventions.$inferSelect;
export type NewIntervention = typeof interventions.$inferInsert;
export type InterventionAvis = typeof intervention_avis.$inferSelect;
