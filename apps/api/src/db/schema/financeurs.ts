import { CESU_SUPPORTS, FINANCEUR_FACTURATION_MODES, FINANCEUR_TYPES } from '@maisonnee/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { clients, mutuelles } from './clients.ts';
import { createdAt, indexesOn, oneOfCheck, timestamps } from './columns.ts';
import { reglements } from './reglements.ts';
import { users } from './users.ts';

/*
 * Third-party payers and clients' funding plans (issue 28, docs/facturation.md), owned by the
 * financeurs module; the prepaid CESU vouchers of a payment, owned by the paiements module.
 */

/**
 * A payer (financeur): a département (APA / PCH), a pension fund, an insurer, an employer, with
 * its billing details. An insurer of the specification (`mutuelles`, whose hours missions count)
 * may be linked to its payer record: the mutuelle keeps its rules, the payer its billing details.
 */
export const financeurs = pgTable(
  'financeurs',
  {
    id: serial().primaryKey(),
    nom: varchar({ length: 150 }).notNull(),
    type: text({ enum: FINANCEUR_TYPES }).notNull(),
    adresse: varchar({ length: 255 }),
    codep: varchar({ length: 10 }),
    ville: varchar({ length: 100 }),
    email: varchar({ length: 254 }),
    telephone: varchar({ length: 20 }),
    /** 14 digits, when the payer gives one. */
    siret: varchar({ length: 14 }),
    /** The agency's reference at this payer (its provider number). */
    reference_agence: varchar({ length: 100 }),
    mode_facturation: text({ enum: FINANCEUR_FACTURATION_MODES }).notNull().default('groupee'),
    mutuelle_id: integer().references(() => mutuelles.id),
    is_active: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('financeurs_nom_type_key').on(sql`lower(${t.nom})`, t.type),
    uniqueIndex('financeurs_mutuelle_key').on(t.mutuelle_id),
    oneOfCheck('financeurs_type_check', t.type, FINANCEUR_TYPES),
    oneOfCheck(
      'financeurs_mode_facturation_check',
      t.mode_facturation,
      FINANCEUR_FACTURATION_MODES,
    ),
  ],
);

/**
 * A client's funding plan (prise en charge): the payer, the services (need skills) covered,
 * minutes or an amount per month, the payer's hourly rate, the client's share in basis points,
 * validity dates (Paris days, inclusive; no end when open).
 */
export const prises_en_charge = pgTable(
  'prises_en_charge',
  {
    id: serial().primaryKey(),
    client_id: integer()
      .notNull()
      .references(() => clients.id),
    financeur_id: integer()
      .notNull()
      .references(() => financeurs.id),
    /** Need skill ids (SKILLS of packages/domain), checked by the service. */
    skill_ids: integer().array().notNull(),
    minutes_par_mois: integer(),
    montant_mensuel_centimes: integer(),
    tarif_horaire_centimes: integer().notNull(),
    participation_bp: integer().notNull().default(0),
    date_debut: date({ mode: 'string' }).notNull(),
    date_fin: date({ mode: 'string' }),
    /** The payer's file number for this client (dossier APA, n° de prise en charge). */
    reference: varchar({ length: 100 }),
    ...timestamps(),
  },
  (t) => [
    index('prises_en_charge_client_idx').on(t.client_id, t.date_debut),
    ...indexesOn(t.financeur_id),
    check(
      'prises_en_charge_quantite_check',
      sql`(${t.minutes_par_mois} is null) <> (${t.montant_mensuel_centimes} is null)`,
    ),
    check('prises_en_charge_tarif_check', sql`${t.tarif_horaire_centimes} > 0`),
    check('prises_en_charge_participation_check', sql`${t.participation_bp} between 0 and 10000`),
    check(
      'prises_en_charge_dates_check',
      sql`${t.date_fin} is null or ${t.date_fin} >= ${t.date_debut}`,
    ),
  ],
);

/**
 * The prepaid CESU vouchers of a payment of method « cesu » (paiements module). `actif` follows
 * the payment: a cancelled payment frees its vouchers, so that they may be recorded again.
 */
export const reglement_cesu_titres = pgTable(
  'reglement_cesu_titres',
  {
    id: serial().primaryKey(),
    reglement_id: integer()
      .notNull()
      .references(() => reglements.id),
    support: text({ enum: CESU_SUPPORTS }).notNull(),
    emetteur: varchar({ length: 150 }).notNull(),
    /** The issuer as compared (cesuEmetteurKey) and the number as compared (cesuNumeroKey). */
    emetteur_cle: varchar({ length: 150 }).notNull(),
    numero: varchar({ length: 50 }).notNull(),
    numero_cle: varchar({ length: 50 }).notNull(),
    montant_centimes: integer().notNull(),
    /** The voucher's own date (its issue, or the e-CESU transfer), when given. */
    date_titre: date({ mode: 'string' }),
    actif: boolean().notNull().default(true),
    created_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    ...indexesOn(t.reglement_id, t.created_by_user_id),
    uniqueIndex('reglement_cesu_titres_numero_key')
      .on(t.emetteur_cle, t.numero_cle)
      .where(sql`${t.actif}`),
    oneOfCheck('reglement_cesu_titres_support_check', t.support, CESU_SUPPORTS),
    check('reglement_cesu_titres_montant_check', sql`${t.montant_centimes} > 0`),
  ],
);

export type Financeur = typeof financeurs.$inferSelect;
export type PriseEnCharge = typeof prises_en_charge.$inferSelect;
export type ReglementCesuTitre = typeof reglement_cesu_titres.$inferSelect;
