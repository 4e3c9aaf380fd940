import {
  FACTURE_NATURES,
  FACTURE_STATUTS,
  PAIEMENT_STATUTS,
  RELEVE_STATUTS,
} from '@maisonnee/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { candidats } from './candidat-profile.ts';
import { clients, mutuelles, payment_methods } from './clients.ts';
import { createdAt, euros, indexesOn, oneOfCheck, timestamps, timestamptz } from './columns.ts';
import { missions } from './devis-missions.ts';
import { interventions } from './interventions.ts';
import { users } from './users.ts';

/*
 * The money loop (docs/facturation.md): the monthly timesheet a client confirms, the invoices and
 * credit notes built from it, their gapless numbers, the charges made through Stripe and the
 * yearly tax certificates. Owned by the facturation module, except `paiements` and
 * `stripe_events`, owned by the paiements module.
 */

export const FACTURE_TYPES = ['client', 'mutuelle'] as const;
export const FACTURE_LIGNE_TARIFS = ['semaine', 'weekend', 'ferie', 'forfait'] as const;

/**
 * Invoices and credit notes (nature 'avoir'); amounts in euros as numeric(10,2) read as numbers.
 * A draft (statut 'brouillon') has no number; issuing gives it the next number of its series and
 * year, in the same transaction, and freezes it: only its payment fields change afterwards.
 */
export const factures = pgTable(
  'factures',
  {
    id: serial().primaryKey(),
    /** 'F-2026-000001' (invoice) or 'AV-2026-000001' (credit note); null while a draft. */
    numero: varchar({ length: 30 }).unique(),
    nature: text({ enum: FACTURE_NATURES }).notNull().default('facture'),
    /** Billed to the client, or to its mutuelle for the hours the insurer pays. */
    type: text({ enum: FACTURE_TYPES }).notNull().default('client'),
    client_id: integer()
      .notNull()
      .references(() => clients.id),
    mission_id: integer().references(() => missions.id),
    /** Set when the invoice is addressed to the client's mutuelle rather than to the client. */
    mutuelle_id: integer().references(() => mutuelles.id),
    /** A credit note: the invoice it corrects. */
    avoir_de_facture_id: integer().references((): AnyPgColumn => factures.id),
    /** Billed month, 'YYYY-MM'. */
    periode: varchar({ length: 7 }).notNull(),
    /** First and last billed days. */
    date_debut: date({ mode: 'string' }).notNull(),
    date_fin: date({ mode: 'string' }).notNull(),
    montant_ht: euros().notNull().default(0),
    montant_tva: euros().notNull().default(0),
    montant_ttc: euros().notNull(),
    /** What was received (Stripe, transfer recorded by accounting). */
    montant_paye: euros().notNull().default(0),
    statut: text({ enum: FACTURE_STATUTS }).notNull().default('brouillon'),
    commentaire: text(),
    /** PDF in the 'factures' bucket, written when issued. */
    filename: varchar({ length: 255 }),
    issued_at: timestamptz(),
    due_at: timestamptz(),
    sent_at: timestamptz(),
    paid_at: timestamptz(),
    /** Last payment failure shown to the client and accounting, and when to try again. */
    paiement_erreur: text(),
    paiement_echecs: smallint().notNull().default(0),
    paiement_relance_at: timestamptz(),
    created_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('factures_client_id_idx').on(t.client_id, t.issued_at),
    ...indexesOn(
      t.mission_id,
      t.mutuelle_id,
      t.issued_at,
      t.statut,
      t.avoir_de_facture_id,
      t.created_by_user_id,
    ),
    // The back-office list: newest first by page, and its period filter (factures.queries.ts).
    index('factures_created_at_idx').on(t.created_at, t.id),
    index('factures_emise_idx').on(sql`coalesce(${t.issued_at}, ${t.created_at})`),
    index('factures_relance_idx')
      .on(t.paiement_relance_at)
      .where(sql`paiement_relance_at is not null`),
    // One live invoice per client, month and payer: generating twice finds the first one.
    uniqueIndex('factures_one_per_month')
      .on(t.client_id, t.periode, t.type, sql`coalesce(${t.mutuelle_id}, 0)`)
      .where(sql`nature = 'facture' and statut <> 'annulee'`),
    oneOfCheck('factures_statut_check', t.statut, FACTURE_STATUTS),
    oneOfCheck('factures_nature_check', t.nature, FACTURE_NATURES),
    oneOfCheck('factures_type_check', t.type, FACTURE_TYPES),
    check('factures_periode_check', sql`${t.periode} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('factures_dates_check', sql`${t.date_fin} >= ${t.date_debut}`),
    check('factures_numero_check', sql`${t.statut} = 'brouillon' or ${t.numero} is not null`),
    check(
      'factures_avoir_check',
      sql`(${t.nature} = 'avoir') = (${t.avoir_de_facture_id} is not null)`,
    ),
    check('factures_mutuelle_check', sql`${t.type} = 'client' or ${t.mutuelle_id} is not null`),
  ],
);

/** Lines of an invoice: one per intervention and rate, or a line typed by accounting. */
export const facture_lignes = pgTable(
  'facture_lignes',
  {
    id: serial().primaryKey(),
    facture_id: integer()
      .notNull()
      .references(() => factures.id, { onDelete: 'cascade' }),
    intervention_id: integer().references(() => interventions.id, { onDelete: 'set null' }),
    libelle: varchar({ length: 200 }).notNull(),
    date: date({ mode: 'string' }),
    /** The agent who worked, and the name printed (kept if the agent record changes). */
    candidat_id: integer().references(() => candidats.id, { onDelete: 'set null' }),
    agent_nom: varchar({ length: 200 }),
    skill_id: smallint(),
    /** Minutes billed (from the confirmed timesheet), and the same in hours for the PDF. */
    minutes: integer(),
    quantite: numeric({ precision: 9, scale: 2, mode: 'number' }).notNull(),
    tarif: text({ enum: FACTURE_LIGNE_TARIFS }).notNull().default('semaine'),
    prix_unitaire_ttc: euros().notNull(),
    /** VAT rate of the line's service: 0.055 or 0.1. */
    taux_tva: numeric({ precision: 5, scale: 4, mode: 'number' }).notNull(),
    montant_ht: euros().notNull(),
    montant_tva: euros().notNull(),
    montant_ttc: euros().notNull(),
    position: smallint().notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    index('facture_lignes_facture_id_idx').on(t.facture_id, t.position),
    ...indexesOn(t.intervention_id, t.candidat_id),
    oneOfCheck('facture_lignes_tarif_check', t.tarif, FACTURE_LIGNE_TARIFS),
  ],
);

/** Last number given per series ('F', 'AV') and year: incremented inside the issuing transaction. */
export const facture_sequences = pgTable(
  'facture_sequences',
  {
    serie: varchar({ length: 4 }).notNull(),
    annee: smallint().notNull(),
    dernier: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.serie, t.annee] })],
);

/**
 * The monthly timesheet (relevé d'heures): one line per intervention done, with the minutes
 * between check-in and check-out. The client confirms or contests it before the deadline;
 * afterwards it counts as confirmed. Invoices are built from confirmed lines only.
 */
export const releves_heures = pgTable(
  'releves_heures',
  {
    id: serial().primaryKey(),
    client_id: integer()
      .notNull()
      .references(() => clients.id),
    intervention_id: integer()
      .notNull()
      .unique()
      .references(() => interventions.id),
    mission_id: integer().references(() => missions.id),
    /** 'YYYY-MM' of the intervention (Paris time). */
    periode: varchar({ length: 7 }).notNull(),
    minutes_prevues: integer().notNull(),
    minutes_realisees: integer().notNull(),
    /** What the agency keeps after a contest; null: minutes_realisees. */
    minutes_retenues: integer(),
    statut: text({ enum: RELEVE_STATUTS }).notNull().default('a_confirmer'),
    motif_contestation: text(),
    note_agence: text(),
    /** After this instant a line still a_confirmer counts as confirmed (confirme_auto). */
    date_limite: timestamptz().notNull(),
    repondu_at: timestamptz(),
    repondu_par_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('releves_heures_client_periode_idx').on(t.client_id, t.periode),
    ...indexesOn(t.mission_id, t.repondu_par_user_id),
    index('releves_heures_statut_idx').on(t.statut, t.date_limite),
    oneOfCheck('releves_heures_statut_check', t.statut, RELEVE_STATUTS),
    check(
      'releves_heures_minutes_check',
      sql`${t.minutes_prevues} >= 0 and ${t.minutes_realisees} >= 0 and coalesce(${t.minutes_retenues}, 0) >= 0`,
    ),
  ],
);

/** Hours beyond what the mutuelle grants, agreed with the client and billed to the client. */
export const depassements = pgTable(
  'depassements',
  {
    id: serial().primaryKey(),
    mission_id: integer()
      .notNull()
      .references(() => missions.id),
    client_id: integer()
      .notNull()
      .references(() => clients.id),
    nb_heures: numeric({ precision: 7, scale: 2, mode: 'number' }).notNull(),
    commentaire: text(),
    accorde_par_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    ...indexesOn(t.mission_id, t.client_id, t.accorde_par_user_id),
    check('depassements_heures_check', sql`${t.nb_heures} > 0`),
  ],
);

/** Yearly tax certificate (attestation fiscale) of a client: amounts paid and hours, with its PDF. */
export const attestations_fiscales = pgTable(
  'attestations_fiscales',
  {
    id: serial().primaryKey(),
    client_id: integer()
      .notNull()
      .references(() => clients.id),
    annee: smallint().notNull(),
    montant_ttc: euros().notNull(),
    minutes: integer().notNull(),
    /** PDF in the 'factures' bucket. */
    filename: varchar({ length: 255 }).notNull(),
    /** Last time the back office mailed it to the client (null: never sent). */
    envoyee_at: timestamptz(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('attestations_fiscales_client_annee').on(t.client_id, t.annee)],
);

/** One charge of an invoice through Stripe: a PaymentIntent created with an idempotency key. */
export const paiements = pgTable(
  'paiements',
  {
    id: serial().primaryKey(),
    facture_id: integer()
      .notNull()
      .references(() => factures.id),
    client_id: integer()
      .notNull()
      .references(() => clients.id),
    payment_method_id: integer().references(() => payment_methods.id, { onDelete: 'set null' }),
    /** 'facture-<id>-<attempt>': the same attempt never charges twice. */
    idempotency_key: varchar({ length: 100 }).notNull().unique(),
    stripe_payment_intent_id: varchar({ length: 255 }).unique(),
    montant: euros().notNull(),
    statut: text({ enum: PAIEMENT_STATUTS }).notNull().default('en_cours'),
    erreur: text(),
    tentative: smallint().notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    ...indexesOn(t.facture_id, t.client_id, t.payment_method_id),
    oneOfCheck('paiements_statut_check', t.statut, PAIEMENT_STATUTS),
    // At most one charge in flight per invoice.
    uniqueIndex('paiements_one_in_flight')
      .on(t.facture_id)
      .where(sql`statut = 'en_cours'`),
  ],
);

/** Stripe webhook events already processed: a replayed event is acknowledged and ignored. */
export const stripe_events = pgTable('stripe_events', {
  id: varchar({ length: 255 }).primaryKey(),
  type: varchar({ length: 100 }).notNull(),
  received_at: createdAt(),
});

export type Facture = typeof factures.$inferSelect;
export type FactureLigne = typeof facture_lignes.$inferSelect;
export type ReleveHeures = typeof releves_heures.$inferSelect;
export type Paiement = typeof paiements.$inferSelect;
