import { DEVIS_STATUTS, MISSION_STATUTS } from '@maisonnee/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  inet,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { competences } from './candidat-profile.ts';
import { clients, mutuelles } from './clients.ts';
import { euros, heures, indexesOn, oneOfCheck, timestamps, timestamptz } from './columns.ts';
import { users } from './users.ts';

// A quote and the mission it creates reference each other (devis.mission_id, missions.devis_id):
// both tables live in this file so that no two schema files import each other. devis.ts and
// missions.ts re-export them with the tables that hang from each.

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
    ...indexesOn(
      t.mission_id,
      t.mutuelle_id,
      t.client_besoin_skill_id,
      t.created_by_user_id,
      t.statut,
    ),
    oneOfCheck('devis_statut_check', t.statut, DEVIS_STATUTS),
    check('devis_signed_check', sql`${t.statut} <> 'signe' or ${t.signed_at} is not null`),
  ],
);

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
    ...indexesOn(t.mutuelle_id, t.devis_id, t.client_besoin_skill_id, t.statut),
    oneOfCheck('missions_statut_check', t.statut, MISSION_STATUTS),
    check('missions_dates_check', sql`${t.date_fin} is null or ${t.date_fin} >= ${t.date_debut}`),
    check('missions_minutes_check', sql`${t.nb_minutes_a_planifier} >= 0`),
  ],
);

export type Devis = typeof devis.$inferSelect;
export type NewDevis = typeof devis.$inferInsert;
export type Mission = typeof missions.$inferSelect;
export type NewMission = typeof missions.$inferInsert;
