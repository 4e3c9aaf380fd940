import { BROUILLON_KINDS, DEVIS_STATUTS } from '@maisonnee/domain';
import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { competences } from './candidats.ts';
import { clients, mutuelles } from './clients.ts';
import {
  createdAt,
  dayOfWeekCheck,
  euros,
  halfHourCheck,
  heures,
  oneOfCheck,
  timeOfDay,
  timestamps,
  timestamptz,
} from './columns.ts';
import { missions } from './missions.ts';
import { scenarios } from './scenarios.ts';
import { users } from './users.ts';

/** Money columns are euros TTC as numeric(10,2) read as numbers (see columns.ts). */
export const devis = pgTable(
  'devis',
  {
    id: serial().primaryKey(),
    reference: varchar({ length: 30 }).notNull().unique(),
    client_id: integer()
      .notNull()
      .references(() => clients.id),
    /** The mission created from this devis once signed (or the mission it extends). */
    mission_id: integer().references((): AnyPgColumn => missions.id, { onDelete: 'set null' }),
    mutuelle_id: integer().references(() => mutuelles.id),
    /**
     * Insurer hours still granted on the mission when the quote was made (nb_heures_total −
     * nb_heures_consommees): the quote shows which of its hours the mutuelle pays. Null without one.
     */
    heures_mutuelle_restantes: heures(),
    statut: text({ enum: DEVIS_STATUTS }).notNull().default('brouillon'),
    client_besoin_skill_id: integer()
      .notNull()
      .references(() => competences.id),
    is_ponctuel: boolean().notNull().default(false),
    /** 'Toutes les semaines', 'Toutes les deux semaines', 'Ponctuel'… */
    frequence: varchar({ length: 100 }),
    frequence_id: smallint(),
    date_debut: timestamptz(),
    date_fin: timestamptz(),
    description: text(),
    /** Hours per occurrence of the frequency (week for a weekly devis), weekday and weekend. */
    nb_heures: heures().notNull().default(0),
    nb_heures_weekend: heures().notNull().default(0),
    /** Amount per occurrence of the frequency (or the whole one-off service). */
    total_ttc: euros().notNull().default(0),
    /** Estimated monthly amount of a recurring devis. */
    total_mensuel_ttc: euros(),
    /** The generated PDF to sign, and its SHA-256 (hex) for the signature evidence. */
    filename: varchar({ length: 255 }),
    unsigned_document_sha256: varchar({ length: 64 }),
    sent_at: timestamptz(),
    expires_at: timestamptz(),
    signed_at: timestamptz(),
    signer_name: varchar({ length: 200 }),
    signer_ip: inet(),
    signed_document_sha256: varchar({ length: 64 }),
    signed_filename: varchar({ length: 255 }),
    created_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Soft delete: a devis sent to a client stays as evidence. */
    deleted_at: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    index('devis_client_id_idx').on(t.client_id, t.created_at),
    index('devis_mission_id_idx').on(t.mission_id),
    index('devis_mutuelle_id_idx').on(t.mutuelle_id),
    index('devis_client_besoin_skill_id_idx').on(t.client_besoin_skill_id),
    index('devis_created_by_user_id_idx').on(t.created_by_user_id),
    index('devis_statut_idx').on(t.statut),
    oneOfCheck('devis_statut_check', t.statut, DEVIS_STATUTS),
    check('devis_signed_check', sql`${t.statut} <> 'signe' or ${t.signed_at} is not null`),
  ],
);

/** Lines of a devis: one service with its hours and hourly prices. */
export const devis_details = pgTable(
  'devis_details',
  {
    id: serial().primaryKey(),
    devis_id: integer()
      .notNull()
      .references(() => devis.id, { onDelete: 'cascade' }),
    client_besoin_skill_id: integer().references(() => competences.id),
    label: varchar({ length: 255 }).notNull(),
    nb_heures: heures().notNull().default(0),
    nb_heures_weekend: heures().notNull().default(0),
    prix_horaire_ttc: euros().notNull(),
    prix_horaire_weekend_ttc: euros(),
    total_ttc: euros().notNull(),
    position: smallint().notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    index('devis_details_devis_id_idx').on(t.devis_id),
    index('devis_details_client_besoin_skill_id_idx').on(t.client_besoin_skill_id),
  ],
);

/** Weekly time slots of a devis line, on the half-hour grid. */
export const devis_detail_horaires = pgTable(
  'devis_detail_horaires',
  {
    id: serial().primaryKey(),
    devis_detail_id: integer()
      .notNull()
      .references(() => devis_details.id, { onDelete: 'cascade' }),
    /** Monday = 1 … Sunday = 7. */
    day: smallint().notNull(),
    time_debut: timeOfDay().notNull(),
    time_fin: timeOfDay().notNull(),
  },
  (t) => [
    index('devis_detail_horaires_devis_detail_id_idx').on(t.devis_detail_id),
    dayOfWeekCheck('devis_detail_horaires_day_check', t.day),
    halfHourCheck('devis_detail_horaires_time_debut_check', t.time_debut),
    halfHourCheck('devis_detail_horaires_time_fin_check', t.time_fin),
    check('devis_detail_horaires_order_check', sql`${t.time_fin} > ${t.time_debut}`),
  ],
);

/** The fields of a new-need draft (specification §3), as the client app sends them. */
export interface BrouillonPayload {
  service?: number | null;
  frequence?: string | null;
  date?: string | null;
  time_debut?: string | null;
  time_fin?: string | null;
  description?: string | null;
  /** Defaults to 'Toutes les semaines'. */
  frequenceType?: string | null;
  duration?: number | null;
  nb_heures?: number | null;
  nb_heures_weekend?: number | null;
  frequenceId?: number | null;
  reccurentArray?: unknown[] | null;
}

/** Client drafts: a new need ('besoin') or the planning of a devis ('planification'). */
export const brouillons = pgTable(
  'brouillons',
  {
    id: serial().primaryKey(),
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text({ enum: BROUILLON_KINDS }).notNull().default('besoin'),
    /** The devis being planned, for a 'planification' draft. */
    devis_id: integer().references(() => devis.id, { onDelete: 'cascade' }),
    payload: jsonb().$type<BrouillonPayload>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    index('brouillons_client_id_idx').on(t.client_id),
    index('brouillons_devis_id_idx').on(t.devis_id),
    oneOfCheck('brouillons_kind_check', t.kind, BROUILLON_KINDS),
  ],
);

export const devisRelations = relations(devis, ({ one, many }) => ({
  client: one(clients, { fields: [devis.client_id], references: [clients.id] }),
  mission: one(missions, { fields: [devis.mission_id], references: [missions.id] }),
  /** Missions created from this devis (missions.devis_id). */
  missions: many(missions, { relationName: 'mission_devis' }),
  mutuelle: one(mutuelles, { fields: [devis.mutuelle_id], references: [mutuelles.id] }),
  competence: one(competences, {
    fields: [devis.client_besoin_skill_id],
    references: [competences.id],
  }),
  created_by: one(users, { fields: [devis.created_by_user_id], references: [users.id] }),
  devis_details: many(devis_details),
  brouillons: many(brouillons),
  scenarios: many(scenarios),
}));

export const devisDetailsRelations = relations(devis_details, ({ one, many }) => ({
  devis: one(devis, { fields: [devis_details.devis_id], references: [devis.id] }),
  competence: one(competences, {
    fields: [devis_details.client_besoin_skill_id],
    references: [competences.id],
  }),
  devis_detail_horaires: many(devis_detail_horaires),
}));

export const devisDetailHorairesRelations = relations(devis_detail_horaires, ({ one }) => ({
  devis_detail: one(devis_details, {
    fields: [devis_detail_horaires.devis_detail_id],
    references: [devis_details.id],
  }),
}));

export const brouillonsRelations = relations(brouillons, ({ one }) => ({
  client: one(clients, { fields: [brouillons.client_id], references: [clients.id] }),
  devis: one(devis, { fields: [brouillons.devis_id], references: [devis.id] }),
}));

export type Devis = typeof devis.$inferSelect;
export type NewDevis = typeof devis.$inferInsert;
export type DevisDetail = typeof devis_details.$inferSelect;
export type DevisDetailHoraire = typeof devis_detail_horaires.$inferSelect;
export type Brouillon = typeof brouillons.$inferSelect;
