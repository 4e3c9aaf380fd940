import { AVANCE_INSCRIPTION_STATUTS } from '@maisonnee/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { indexesOn, oneOfCheck, timestamps, timestamptz } from './columns.ts';
import { factures } from './factures.ts';
import { reglements } from './reglements.ts';
import { users } from './users.ts';

/*
 * The immediate tax-credit advance (docs/avance-immediate.md), owned by the avance module: a
 * family's registration with URSSAF and one payment request per invoice, with what URSSAF last
 * said of it. Amounts in integer cents.
 */

/**
 * One registration per family: its consent, the data sent (the IBAN masked: only its last four
 * characters are kept here), URSSAF's client id once accepted, or URSSAF's reason when refused.
 */
export const avance_inscriptions = pgTable(
  'avance_inscriptions',
  {
    id: serial().primaryKey(),
    client_id: integer()
      .notNull()
      .unique()
      .references(() => clients.id),
    statut: text({ enum: AVANCE_INSCRIPTION_STATUTS }).notNull(),
    /** URSSAF's idClient; null while refused. */
    id_client_urssaf: varchar({ length: 100 }),
    /** The family's birth date as registered (URSSAF checks it with each request). */
    date_naissance: date({ mode: 'string' }).notNull(),
    consentement_at: timestamptz().notNull(),
    /** The registration sent, the IBAN masked. */
    donnees: jsonb().$type<Record<string, unknown>>().notNull(),
    refus_code: varchar({ length: 100 }),
    refus_message: text(),
    by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    ...indexesOn(t.by_user_id),
    oneOfCheck('avance_inscriptions_statut_check', t.statut, AVANCE_INSCRIPTION_STATUTS),
    check(
      'avance_inscriptions_id_check',
      sql`(${t.statut} = 'inscrite') = (${t.id_client_urssaf} is not null)`,
    ),
  ],
);

/**
 * One payment request per invoice of a registered family. `id_demande_paiement` is null until
 * URSSAF accepted it (a transmission that failed is tried again by the job); `reglement_id` is the
 * ledger payment recorded once URSSAF paid (status 70), written once only.
 */
export const avance_demandes = pgTable(
  'avance_demandes',
  {
    id: serial().primaryKey(),
    facture_id: integer()
      .notNull()
      .unique()
      .references(() => factures.id),
    client_id: integer()
      .notNull()
      .references(() => clients.id),
    id_demande_paiement: varchar({ length: 100 }).unique(),
    /** URSSAF's status code (10…120); null before URSSAF accepted the request. */
    statut_code: varchar({ length: 10 }),
    montant_ttc_centimes: integer().notNull(),
    montant_ht_centimes: integer().notNull(),
    /** The advance (tax credit) URSSAF pays for the family; the rest is the family's share. */
    avance_centimes: integer().notNull(),
    /** The request sent (lines included), for the back office. */
    donnees: jsonb().$type<Record<string, unknown>>().notNull(),
    transmission_erreur: text(),
    rejet_code: varchar({ length: 100 }),
    rejet_commentaire: text(),
    virement_centimes: integer(),
    virement_date: date({ mode: 'string' }),
    reglement_id: integer().references(() => reglements.id),
    /** When a refusal (40) or failed debit (60) was handed to the cockpit and the family told. */
    action_signalee_at: timestamptz(),
    polled_at: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    index('avance_demandes_client_idx').on(t.client_id),
    index('avance_demandes_polled_idx').on(t.polled_at),
    ...indexesOn(t.reglement_id),
    check('avance_demandes_montants_check', sql`${t.montant_ttc_centimes} > 0`),
  ],
);

export type AvanceInscription = typeof avance_inscriptions.$inferSelect;
export type AvanceDemande = typeof avance_demandes.$inferSelect;
