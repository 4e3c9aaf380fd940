import { REGLEMENT_MODES } from '@maisonnee/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { createdAt, indexesOn, oneOfCheck, timestamptz } from './columns.ts';
import { factures } from './factures.ts';
import { users } from './users.ts';

/*
 * The payment ledger (docs/paiements.md), owned by the paiements module: each payment received
 * from a client and its allocations to invoices. Amounts in integer cents. A payment is never
 * deleted: a mistaken one is cancelled (who, when, why) and stays in the history. What a live
 * payment does not allocate is the client's credit (avoir / trop-perçu).
 */

export const reglements = pgTable(
  'reglements',
  {
    id: serial().primaryKey(),
    client_id: integer()
      .notNull()
      .references(() => clients.id),
    /** The Paris day the money was received. */
    date: date({ mode: 'string' }).notNull(),
    mode: text({ enum: REGLEMENT_MODES }).notNull(),
    /** The bank's or the cheque's reference; Stripe's PaymentIntent id for a card. */
    reference: varchar({ length: 200 }),
    montant_centimes: integer().notNull(),
    /** Who recorded it; null when recorded by Stripe's webhook or the data migration. */
    recorded_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    annule_at: timestamptz(),
    annule_par_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    annule_motif: text(),
  },
  (t) => [
    index('reglements_client_idx').on(t.client_id, t.date),
    ...indexesOn(t.recorded_by_user_id, t.annule_par_user_id),
    oneOfCheck('reglements_mode_check', t.mode, REGLEMENT_MODES),
    check('reglements_montant_check', sql`${t.montant_centimes} > 0`),
    check('reglements_annule_check', sql`(${t.annule_at} is null) = (${t.annule_motif} is null)`),
  ],
);

/** A part of a payment set against one invoice. */
export const reglement_imputations = pgTable(
  'reglement_imputations',
  {
    id: serial().primaryKey(),
    reglement_id: integer()
      .notNull()
      .references(() => reglements.id),
    facture_id: integer()
      .notNull()
      .references(() => factures.id),
    montant_centimes: integer().notNull(),
    created_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    ...indexesOn(t.reglement_id, t.facture_id, t.created_by_user_id),
    check('reglement_imputations_montant_check', sql`${t.montant_centimes} > 0`),
  ],
);

export type Reglement = typeof reglements.$inferSelect;
export type ReglementImputation = typeof reglement_imputations.$inferSelect;
