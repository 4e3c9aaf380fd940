import { FACTURE_STATUTS } from '@maisonnee/domain';
import { relations, sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { clients, mutuelles } from './clients.ts';
import { euros, oneOfCheck, timestamps, timestamptz } from './columns.ts';
import { missions } from './missions.ts';

/** Invoices; montant_ttc in euros TTC as numeric(10,2) read as a number (see columns.ts). */
export const factures = pgTable(
  'factures',
  {
    id: serial().primaryKey(),
    numero: varchar({ length: 30 }).notNull().unique(),
    client_id: integer()
      .notNull()
      .references(() => clients.id),
    mission_id: integer().references(() => missions.id),
    /** Set when the invoice is addressed to the client's mutuelle rather than to the client. */
    mutuelle_id: integer().references(() => mutuelles.id),
    /** Billed month, 'YYYY-MM'. */
    periode: varchar({ length: 7 }).notNull(),
    /** First and last billed days. */
    date_debut: date({ mode: 'string' }).notNull(),
    date_fin: date({ mode: 'string' }).notNull(),
    montant_ttc: euros().notNull(),
    statut: text({ enum: FACTURE_STATUTS }).notNull().default('emise'),
    /** PDF in the 'factures' bucket. */
    filename: varchar({ length: 255 }),
    issued_at: timestamptz().notNull().defaultNow(),
    due_at: timestamptz(),
    sent_at: timestamptz(),
    paid_at: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    index('factures_client_id_idx').on(t.client_id, t.issued_at),
    index('factures_mission_id_idx').on(t.mission_id),
    index('factures_mutuelle_id_idx').on(t.mutuelle_id),
    index('factures_issued_at_idx').on(t.issued_at),
    index('factures_statut_idx').on(t.statut),
    oneOfCheck('factures_statut_check', t.statut, FACTURE_STATUTS),
    check('factures_periode_check', sql`${t.periode} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('factures_dates_check', sql`${t.date_fin} >= ${t.date_debut}`),
  ],
);

export const facturesRelations = relations(factures, ({ one }) => ({
  client: one(clients, { fields: [factures.client_id], references: [clients.id] }),
  mission: one(missions, { fields: [factures.mission_id], references: [missions.id] }),
  mutuelle: one(mutuelles, { fields: [factures.mutuelle_id], references: [mutuelles.id] }),
}));

export type Facture = typeof factures.$inferSelect;
