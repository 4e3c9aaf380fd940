import { relations } from 'drizzle-orm';
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
  absences,
  conges,
  demissions,
  indisponibilites,
  retards,
} from './candidat-declarations.ts';
import { personNames, phones, postalAddress, timestamps, timestamptz } from './columns.ts';
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
    ...timestamps(),
  },
  (t) => [
    index('candidats_email_idx').on(t.email),
    index('candidats_nom_idx').on(t.nom, t.prenom),
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
  commentaire: text(),
  ...timestamps(),
});

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
