import { CONTRAT_TRAVAIL_STATUTS } from '@maisonnee/domain';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  inet,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { candidats } from './candidat-profile.ts';
import { euros, heures, indexesOn, oneOfCheck, timestamps, timestamptz } from './columns.ts';
import { documents } from './documents.ts';
import { users } from './users.ts';

// The recruitment file of a candidate: work contracts and history. The candidate's own record is
// in candidat-profile.ts (users reference it), re-exported here so that `schema/candidats.ts`
// still gives every table of the candidats module.
export * from './candidat-profile.ts';

/**
 * A work contract sent to a candidate for electronic signature (docs/recrutement.md): generated as
 * a PDF, signed by the candidate in the app, then countersigned by the agency; each version is a
 * document (type 3) and the SHA-256 of what was signed is kept as evidence, as for quotes.
 */
export const contrats_travail = pgTable(
  'contrats_travail',
  {
    id: serial().primaryKey(),
    candidat_id: integer()
      .notNull()
      .references(() => candidats.id, { onDelete: 'restrict' }),
    statut: text({ enum: CONTRAT_TRAVAIL_STATUTS }).notNull().default('en_attente_signature'),
    type_contrat: varchar({ length: 3 }).notNull(),
    date_debut: date({ mode: 'string' }).notNull(),
    date_fin: date({ mode: 'string' }),
    nb_heures_hebdo: heures().notNull(),
    taux_horaire_brut: euros().notNull(),
    /** The PDF sent to sign, and its SHA-256 (hex): the signature certifies exactly these bytes. */
    document_id: integer()
      .notNull()
      .references(() => documents.id),
    unsigned_document_sha256: varchar({ length: 64 }).notNull(),
    sent_at: timestamptz().notNull(),
    /** The candidate's signature: the signed copy, who, when, from where. */
    signed_document_id: integer().references(() => documents.id),
    signed_at: timestamptz(),
    signer_name: varchar({ length: 200 }),
    signer_ip: inet(),
    signer_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The agency's countersignature: the final copy, filed in the agent's documents. */
    countersigned_document_id: integer().references(() => documents.id),
    countersigned_at: timestamptz(),
    countersigner_name: varchar({ length: 200 }),
    countersigner_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    cancelled_at: timestamptz(),
    created_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('contrats_travail_candidat_id_idx').on(t.candidat_id, t.created_at),
    ...indexesOn(
      t.document_id,
      t.signed_document_id,
      t.countersigned_document_id,
      t.signer_user_id,
      t.countersigner_user_id,
      t.created_by_user_id,
    ),
    index('contrats_travail_statut_idx').on(t.statut, t.sent_at),
    oneOfCheck('contrats_travail_statut_check', t.statut, CONTRAT_TRAVAIL_STATUTS),
    // One contract at most waits for a signature per candidate.
    uniqueIndex('contrats_travail_one_pending_idx')
      .on(t.candidat_id)
      .where(sql`${t.statut} in ('en_attente_signature', 'signe_agent')`),
  ],
);

/**
 * The history of a candidate's file (application received, status changed, documents checked,
 * contract sent, signed, countersigned…), shown on the back-office file.
 */
export const candidat_evenements = pgTable(
  'candidat_evenements',
  {
    id: serial().primaryKey(),
    candidat_id: integer()
      .notNull()
      .references(() => candidats.id, { onDelete: 'cascade' }),
    /** A short machine name ('candidature', 'statut', 'contrat_envoye'…). */
    type: varchar({ length: 40 }).notNull(),
    libelle: text().notNull(),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('candidat_evenements_candidat_id_idx').on(t.candidat_id, t.created_at),
    ...indexesOn(t.user_id),
  ],
);

export type ContratTravail = typeof contrats_travail.$inferSelect;
export type CandidatEvenement = typeof candidat_evenements.$inferSelect;
