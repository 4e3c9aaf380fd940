import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { candidats } from './candidat-profile.ts';
import { clients } from './clients.ts';
import { createdAt, indexesOn, referenceList } from './columns.ts';
import { users } from './users.ts';

/**
 * Document types with the ids of specification §3 (no id 5): 1 CV, 2 pass sanitaire,
 * 3 contrat de travail, 4 devis, 6 fiche de paie, 7 facture, 8 autre, 9 carte Vitale,
 * 10 arrêt maladie, 11 note de frais, 12 RIB, 13 pièce d'identité, 14 mandat SEPA.
 */
export const document_types = pgTable('document_types', {
  ...referenceList(),
  /** Storage bucket used by default for this type ('devis', 'factures', 'ribs'…). */
  bucket: varchar({ length: 50 }).notNull(),
});

/** Metadata of a stored file; the bytes live in the storage adapter under bucket/filename. */
export const documents = pgTable(
  'documents',
  {
    id: serial().primaryKey(),
    document_type_id: integer()
      .notNull()
      .references(() => document_types.id),
    client_id: integer().references(() => clients.id),
    candidat_id: integer().references(() => candidats.id),
    bucket: varchar({ length: 50 }).notNull(),
    /** Server-generated storage name, unique in its bucket. */
    filename: varchar({ length: 255 }).notNull(),
    /** Name of the file as uploaded, for display and Content-Disposition. */
    original_name: varchar({ length: 255 }),
    mime_type: varchar({ length: 100 }).notNull(),
    size_bytes: bigint({ mode: 'number' }).notNull(),
    /** What the uploader calls it, and the date it is about (a payslip's month…). */
    libelle: varchar({ length: 200 }),
    date_document: date({ mode: 'string' }),
    uploaded_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('documents_bucket_filename_unique').on(t.bucket, t.filename),
    index('documents_client_id_idx').on(t.client_id, t.document_type_id),
    index('documents_candidat_id_idx').on(t.candidat_id, t.document_type_id),
    ...indexesOn(t.document_type_id, t.uploaded_by_user_id),
  ],
);

export type DocumentType = typeof document_types.$inferSelect;
export type Document = typeof documents.$inferSelect;
