import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  indexesOn,
  personNames,
  phones,
  postalAddress,
  referenceList,
  timestamps,
  timestamptz,
} from './columns.ts';

// Who a candidate or an agent is: the record, its skills and the answers of the application form.
// No foreign key leaves this group, so users and documents can reference a candidat without
// importing the tables that reference them back (contracts, history: candidats.ts).

/** Recruitment status of a candidat (candidature reçue … agent actif); ids are stable and seeded. */
export const candidat_statuts = pgTable('candidat_statuts', referenceList());

/** How an agent travels (specification §3): 1 vélo, 2 à pied, 3 voiture, 5 transports en commun. */
export const transport_types = pgTable('transport_types', {
  ...referenceList(),
  icon: varchar({ length: 100 }),
});

/**
 * Need skills (client_besoin_skill_id), also the skills of agents (specification §3):
 * 1 entretien / repassage, 2 aide aux personnes dépendantes, 3 baby-sitting, 4 garde d'enfants,
 * 5 gouvernante.
 */
export const competences = pgTable('competences', {
  ...referenceList(150),
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
    ...indexesOn(t.email, t.candidat_statut_id, t.transport_type_id),
    index('candidats_nom_idx').on(t.nom, t.prenom),
    // The around searches' box (lib/geo-sql.ts).
    index('candidats_position_idx').on(t.lat, t.lng),
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
  (t) => [primaryKey({ columns: [t.candidat_id, t.competence_id] }), ...indexesOn(t.competence_id)],
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

export type CandidatStatut = typeof candidat_statuts.$inferSelect;
export type TransportType = typeof transport_types.$inferSelect;
export type Competence = typeof competences.$inferSelect;
export type Candidat = typeof candidats.$inferSelect;
export type CandidatCompetence = typeof candidat_competences.$inferSelect;
export type CandidatInfosSupp = typeof candidat_infos_supp.$inferSelect;
