import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  indexesOn,
  personNames,
  phones,
  postalAddress,
  referenceList,
  timestamps,
} from './columns.ts';

/** Commercial status of a client (prospect, actif, …); ids are stable and seeded. */
export const client_statuts = pgTable('client_statuts', referenceList());

/** Mutual insurers (mutuelles) that pay for some missions. */
export const mutuelles = pgTable('mutuelles', {
  id: serial().primaryKey(),
  nom: varchar({ length: 150 }).notNull().unique(),
  email: varchar({ length: 254 }),
  telephone: varchar({ length: 20 }),
  adresse: varchar({ length: 255 }),
  codep: varchar({ length: 10 }),
  ville: varchar({ length: 100 }),
  is_active: boolean().notNull().default(true),
  ...timestamps(),
});

export const clients = pgTable(
  'clients',
  {
    id: serial().primaryKey(),
    ...personNames(),
    email: varchar({ length: 254 }),
    ...phones(),
    date_naissance: date({ mode: 'string' }),
    ...postalAddress(),
    complement_adresse: varchar({ length: 255 }),
    client_statut_id: integer().references(() => client_statuts.id),
    is_active: boolean().notNull().default(true),
    stripe_customer_id: varchar({ length: 255 }).unique(),
    mutuelle_id: integer().references(() => mutuelles.id),
    /** Member number at the mutuelle, when the client comes through one. */
    numero_adherent: varchar({ length: 50 }),
    /** How the client found us (public form, phone, mutuelle…). */
    origine: varchar({ length: 100 }),
    /**
     * How the agent gets in (issue 25, point 4): shown to the planned agent only, from one hour
     * before the visit to its end, and never written in a notification, a mail or a log.
     */
    acces_instructions: text(),
    code_porte: varchar({ length: 50 }),
    ...timestamps(),
  },
  (t) => [
    ...indexesOn(t.email, t.client_statut_id, t.mutuelle_id),
    index('clients_nom_idx').on(t.nom, t.prenom),
    // The around searches' box (lib/geo-sql.ts).
    index('clients_position_idx').on(t.lat, t.lng),
  ],
);

/** People to reach about a client (family, neighbour, emergency contact). */
export const contacts = pgTable(
  'contacts',
  {
    id: serial().primaryKey(),
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    ...personNames(),
    /** Link with the client ('fille', 'voisin'…). */
    lien: varchar({ length: 100 }),
    email: varchar({ length: 254 }),
    ...phones(),
    is_principal: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('contacts_client_id_idx').on(t.client_id)],
);

/** Professionals around a client (social worker, mutuelle adviser, care coordinator). */
export const interlocuteurs = pgTable(
  'interlocuteurs',
  {
    id: serial().primaryKey(),
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    fonction: varchar({ length: 100 }),
    organisme: varchar({ length: 150 }),
    ...personNames(),
    email: varchar({ length: 254 }),
    ...phones(),
    note: text(),
    /** Invoices are mailed to this person too (a guardian, a social worker who pays). */
    is_destinataire_factures: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('interlocuteurs_client_id_idx').on(t.client_id)],
);

/** Cards and SEPA mandates saved at Stripe; only Stripe's id and display fields are kept. */
export const payment_methods = pgTable(
  'payment_methods',
  {
    id: serial().primaryKey(),
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    stripe_payment_method_id: varchar({ length: 255 }).notNull().unique(),
    /** Stripe's type: a card or a SEPA direct-debit mandate. */
    type: text({ enum: ['card', 'sepa_debit'] })
      .notNull()
      .default('card'),
    /** 'visa', 'mastercard', 'sepa_debit'… */
    brand: varchar({ length: 30 }),
    last4: varchar({ length: 4 }),
    exp_month: smallint(),
    exp_year: smallint(),
    is_default: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    ...indexesOn(t.client_id),
    // At most one default method per client.
    uniqueIndex('payment_methods_one_default_per_client')
      .on(t.client_id)
      .where(sql`is_default`),
    check('payment_methods_exp_month', sql`${t.exp_month} between 1 and 12`),
  ],
);

export type ClientStatut = typeof client_statuts.$inferSelect;
export type Mutuelle = typeof mutuelles.$inferSelect;
export type Client = typeof clients.$inferSelect;
export type Contact = typeof contacts.$inferSelect;
export type Interlocuteur = typeof interlocuteurs.$inferSelect;
export type PaymentMethod = typeof payment_methods.$inferSelect;
