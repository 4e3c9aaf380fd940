import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, indexesOn, oneOfCheck, timestamps } from './columns.ts';
import { missions } from './devis-missions.ts';
import { interventions } from './interventions.ts';
import { users } from './users.ts';

/*
 * The visit report and the liaison notebook (issue 25, point 5; module cahier, docs/cahier.md).
 * The family sets the tasks of its mission's visits; at check-out the agent ticks those done and
 * may write a note with a photo: that report is the notebook's entry of the visit. The family, its
 * relatives and the agency answer in the same notebook, which the next agent reads.
 */

/** The tasks a family sets for every visit of one mission, in its order. */
export const mission_taches = pgTable(
  'mission_taches',
  {
    id: serial().primaryKey(),
    mission_id: integer()
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    libelle: varchar({ length: 200 }).notNull(),
    position: smallint().notNull().default(0),
    /** A task removed by the family stays for the reports that ticked it. */
    is_active: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('mission_taches_mission_id_idx').on(t.mission_id, t.position)],
);

/** Who wrote an entry of the notebook. */
export const CAHIER_AUTEURS = ['intervenant', 'famille', 'proche', 'agence'] as const;
export type CahierAuteur = (typeof CAHIER_AUTEURS)[number];

/** A task of a visit report, as it was when the report was written. */
export interface TacheFaite {
  tache_id: number;
  libelle: string;
  faite: boolean;
}

/** One entry of a mission's notebook: a visit report (with its visit) or a message. */
export const cahier_entrees = pgTable(
  'cahier_entrees',
  {
    id: serial().primaryKey(),
    mission_id: integer()
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    /** The visit this entry reports on; null for a message of the notebook. */
    intervention_id: integer().references(() => interventions.id, { onDelete: 'set null' }),
    auteur_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The author's name as it was written, should the account go. */
    auteur_nom: varchar({ length: 200 }).notNull(),
    auteur: text({ enum: CAHIER_AUTEURS }).notNull(),
    texte: text(),
    /** The tasks of the visit ticked at check-out (visit reports only). */
    taches: jsonb().$type<TacheFaite[]>(),
    /** The photo, checked by content and stripped of metadata, in the file storage. */
    photo_path: text(),
    photo_mime: varchar({ length: 50 }),
    created_at: createdAt(),
  },
  (t) => [
    index('cahier_entrees_mission_id_idx').on(t.mission_id, t.created_at),
    ...indexesOn(t.intervention_id, t.auteur_user_id),
    oneOfCheck('cahier_entrees_auteur_check', t.auteur, CAHIER_AUTEURS),
    check(
      'cahier_entrees_contenu_check',
      sql`${t.texte} is not null or ${t.photo_path} is not null or ${t.taches} is not null`,
    ),
  ],
);

export type MissionTache = typeof mission_taches.$inferSelect;
export type CahierEntree = typeof cahier_entrees.$inferSelect;
