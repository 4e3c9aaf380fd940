import { CONTRAT_TRAVAIL_STATUTS } from '@maisonnee/domain';
import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  absences,
  conges,
  demissions,
  indisponibilites,
  retards,
} from './candidat-declarations.ts';
import {
  euros,
  heures,
  oneOfCheck,
  personNames,
  phones,
  postalAddress,
  timestamps,
  timestamptz,
} from './columns.ts';
import { commentaires } from './commentaires.ts';
import { documents } from './documents.ts';
import { intervention_avis, interventions } from './interventions.ts';
import { horaires_recurents } from './missions.ts';
import { users } from './users.ts';

/** Recruitment status of a candidat (candidature reçue … agent actif); ids are stable and seeded. */
export const candidat_statuts = pgTable('candidat_statuts', {
  id: integer().primaryKey(),
  label: varchar({ length: 100 }).notNull(),
});

/** How an agent travels (specification §3): 1 vélo, 2 à pied, 3 voiture, 5 transports en commun. */
export const transport_types = pgTable('transport_types', {
  id: integer().primaryKey(),
  label: varchar({ length: 100 }).notNull(),
  icon: varchar({ length: 100 }),
});

/**
 * Need skills (client_besoin_skill_id), also the skills of agents (specification §3):
 * 1 entretien / repassage, 2 aide aux personnes dépendantes, 3 baby-sitting, 4 garde d'enfants,
 * 5 gouvernante.
 */
export const competences = pgTable('competences', {
  id: integer().primaryKey(),
  label: varchar({ length: 150 }).notNull(),
  icon: varchar({ length: 100 }),
});

/** Applicants and agents (intervenants). */
export const candidats = pgTable(
  'candidats',
  {
    id: serial().primaryKey(),
    ...personNames(),
    email: varchar({ length: 254 }),
    ...phones(),
    date_naissance: date({ mode: 'string' }),
    ...postalAddress(),
    candidat_statut_id: integer().references(() => candidat_statuts.id),
    transport_type_id: integer().references(() => transport_types.id),
    /** How far the agent accepts to travel, in km (default search radius 20, specification §9). */
    rayon_km: integer().notNull().default(20),
    presentation: text(),
    date_entree: date({ mode: 'string' }),
    date_sortie: date({ mode: 'string' }),
    contrat_signed_at: timestamptz(),
    is_active: boolean().notNull().default(true),
    /** Public application (docs/recrutement.md): the last step saved, and when it was finished. */
    candidature_etape: varchar({ length: 30 }),
    candidature_completed_at: timestamptz(),
    /** Bumped to revoke every application link mailed before (a new link is signed with it). */
    candidature_link_version: integer().notNull().default(1),
    /** The interview planned by the recruiter (status "Entretien planifié"). */
    entretien_at: timestamptz(),
    /** When the recruiter last checked the documents the candidate uploaded. */
    documents_verifies_at: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    index('candidats_email_idx').on(t.email),
    index('candidats_nom_idx').on(t.nom, t.prenom),
    // The around searches' box (lib/geo-sql.ts).
    index('candidats_position_idx').on(t.lat, t.lng),
    index('candidats_candidat_statut_id_idx').on(t.candidat_statut_id),
    index('candidats_transport_type_id_idx').on(t.transport_type_id),
  ],
);

export const candidat_competences = pgTable(
  'candidat_competences',
  {
    candidat_id: integer()
      .notNull()
      .references(() => candidats.id, { onDelete: 'cascade' }),
    competence_id: integer()
      .notNull()
      .references(() => competences.id),
    annees_experience: smallint(),
  },
  (t) => [
    primaryKey({ columns: [t.candidat_id, t.competence_id] }),
    index('candidat_competences_competence_id_idx').on(t.competence_id),
  ],
);

/** Extra answers of the application form, one row per candidat. */
export const candidat_infos_supp = pgTable('candidat_infos_supp', {
  id: serial().primaryKey(),
  candidat_id: integer()
    .notNull()
    .unique()
    .references(() => candidats.id, { onDelete: 'cascade' }),
  has_permis: boolean(),
  has_vehicule: boolean(),
  accepte_animaux: boolean(),
  is_fumeur: boolean(),
  langues: text().array(),
  diplomes: text(),
  experience: text(),
  /** Declared availability, as the form sends it (days and time slots). */
  disponibilites: jsonb(),
  /** Answers to the extra-information questions (INFOS_SUPP of packages/domain), by id. */
  reponses: jsonb().$type<Record<string, string | null>>().notNull().default({}),
  /** The finer skills declared (COMPETENCES of packages/domain), by id. */
  competence_ids: integer().array().notNull().default([]),
  experience_annees: smallint(),
  commentaire: text(),
  ...timestamps(),
});

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
    index('contrats_travail_document_id_idx').on(t.document_id),
    index('contrats_travail_signed_document_id_idx').on(t.signed_document_id),
    index('contrats_travail_countersigned_document_id_idx').on(t.countersigned_document_id),
    index('contrats_travail_signer_user_id_idx').on(t.signer_user_id),
    index('contrats_travail_countersigner_user_id_idx').on(t.countersigner_user_id),
    index('contrats_travail_created_by_user_id_idx').on(t.created_by_user_id),
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
    index('candidat_evenements_user_id_idx').on(t.user_id),
  ],
);

export const candidatEvenementsRelations = relations(candidat_evenements, ({ one }) => ({
  candidat: one(candidats, {
    fields: [candidat_evenements.candidat_id],
    references: [candidats.id],
  }),
  user: one(users, { fields: [candidat_evenements.user_id], references: [users.id] }),
}));

export const candidatStatutsRelations = relations(candidat_statuts, ({ many }) => ({
  candidats: many(candidats),
}));

export const transportTypesRelations = relations(transport_types, ({ many }) => ({
  candidats: many(candidats),
}));

export const competencesRelations = relations(competences, ({ many }) => ({
  candidat_competences: many(candidat_competences),
}));

export const candidatsRelations = relations(candidats, ({ one, many }) => ({
  statut: one(candidat_statuts, {
    fields: [candidats.candidat_statut_id],
    references: [candidat_statuts.id],
  }),
  transport_type: one(transport_types, {
    fields: [candidats.transport_type_id],
    references: [transport_types.id],
  }),
  infos_supp: one(candidat_infos_supp),
  competences: many(candidat_competences),
  users: many(users),
  interventions: many(interventions),
  horaires_recurents: many(horaires_recurents),
  documents: many(documents),
  intervention_avis: many(intervention_avis),
  commentaires: many(commentaires),
  conges: many(conges),
  absences: many(absences),
  retards: many(retards),
  demissions: many(demissions),
  indisponibilites: many(indisponibilites),
  contrats_travail: many(contrats_travail),
  evenements: many(candidat_evenements),
}));

export const contratsTravailRelations = relations(contrats_travail, ({ one }) => ({
  candidat: one(candidats, { fields: [contrats_travail.candidat_id], references: [candidats.id] }),
  document: one(documents, {
    fields: [contrats_travail.document_id],
    references: [documents.id],
    relationName: 'contrat_travail_document',
  }),
  signed_document: one(documents, {
    fields: [contrats_travail.signed_document_id],
    references: [documents.id],
    relationName: 'contrat_travail_signed_document',
  }),
  countersigned_document: one(documents, {
    fields: [contrats_travail.countersigned_document_id],
    references: [documents.id],
    relationName: 'contrat_travail_countersigned_document',
  }),
  signer_user: one(users, {
    fields: [contrats_travail.signer_user_id],
    references: [users.id],
    relationName: 'contrat_travail_signer_user',
  }),
  countersigner_user: one(users, {
    fields: [contrats_travail.countersigner_user_id],
    references: [users.id],
    relationName: 'contrat_travail_countersigner_user',
  }),
  created_by: one(users, {
    fields: [contrats_travail.created_by_user_id],
    references: [users.id],
    relationName: 'contrat_travail_created_by',
  }),
}));

export const candidatCompetencesRelations = relations(candidat_competences, ({ one }) => ({
  candidat: one(candidats, {
    fields: [candidat_competences.candidat_id],
    references: [candidats.id],
  }),
  competence: one(competences, {
    fields: [candidat_competences.competence_id],
    references: [competences.id],
  }),
}));

export const candidatInfosSuppRelations = relations(candidat_infos_supp, ({ one }) => ({
  candidat: one(candidats, {
    fields: [candidat_infos_supp.candidat_id],
    references: [candidats.id],
  }),
}));

export type CandidatStatut = typeof candidat_statuts.$inferSelect;
export type TransportType = typeof transport_types.$inferSelect;
export type Competence = typeof competences.$inferSelect;
export type Candidat = typeof candidats.$inferSelect;
export type CandidatCompetence = typeof candidat_competences.$inferSelect;
export type CandidatInfosSupp = typeof candidat_infos_supp.$inferSelect;
export type ContratTravail = typeof contrats_travail.$inferSelect;
export type CandidatEvenement = typeof candidat_evenements.$inferSelect;
