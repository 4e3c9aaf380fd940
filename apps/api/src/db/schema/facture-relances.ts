import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  serial,
  smallint,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { factures } from './factures.ts';

/*
 * The reminders of unpaid invoices (issue 27 point 3, docs/paiements.md « Impayés et relances »),
 * owned by the facturation module (facture-relances.job.ts writes it). One row per invoice and
 * level, written by an insert that does nothing on conflict before the family is told: a second
 * run, or a second API process, finds the row and tells no one twice.
 */

export const facture_relances = pgTable(
  'facture_relances',
  {
    id: serial().primaryKey(),
    facture_id: integer()
      .notNull()
      .references(() => factures.id),
    /** 1 for the first reminder, in the order of the agency's delays. */
    niveau: smallint().notNull(),
    /** The delay after the due date (days) that made it due, as the setting said then. */
    jours: smallint().notNull(),
    /** Days the invoice was late when it was sent. */
    jours_retard: integer().notNull(),
    /** What remained on the invoice, in cents, when it was sent. */
    reste_centimes: integer().notNull(),
    /** Whether a mail went to the client's address (the in-app notification always goes). */
    par_mail: boolean().notNull().default(false),
    /** The last of the agency's delays: the cockpit got its task. */
    derniere: boolean().notNull().default(false),
    sent_at: createdAt(),
  },
  (t) => [
    uniqueIndex('facture_relances_facture_niveau_idx').on(t.facture_id, t.niveau),
    check('facture_relances_niveau_check', sql`${t.niveau} >= 1`),
  ],
);

export type FactureRelance = typeof facture_relances.$inferSelect;
