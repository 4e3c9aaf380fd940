import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { candidats, competences } from './candidat-profile.ts';
import { clients } from './clients.ts';
import {
  createdAt,
  heures,
  indexesOn,
  latitude,
  longitude,
  timestamps,
  timestamptz,
} from './columns.ts';
import { missions } from './devis-missions.ts';
import { users } from './users.ts';

/** A weekly slot of a recurring job post (day 1 = Monday … 7 = Sunday, half-hour times). */
export interface AnnonceHoraire {
  day: number;
  time_debut: string;
  time_fin: string;
}

/** Job announcements shown to agents around a place (annonces-around). */
export const annonces = pgTable(
  'annonces',
  {
    id: serial().primaryKey(),
    title: varchar({ length: 255 }).notNull(),
    description: text(),
    client_besoin_skill_id: integer().references(() => competences.id),
    /** The mission looking for an agent, when the announcement comes from one. */
    mission_id: integer().references(() => missions.id, { onDelete: 'set null' }),
    client_id: integer().references(() => clients.id, { onDelete: 'set null' }),
    /** Only the town is published, never the client's street address. */
    codep: varchar({ length: 10 }),
    ville: varchar({ length: 100 }),
    lat: latitude(),
    lng: longitude(),
    nb_heures: heures(),
    date_debut: timestamptz(),
    /** A one-off job, or a recurring one with its weekly slots (horaires). */
    is_ponctuel: boolean().notNull().default(true),
    date_fin: timestamptz(),
    horaires: jsonb().$type<AnnonceHoraire[]>().notNull().default([]),
    is_active: boolean().notNull().default(true),
    created_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('annonces_is_active_idx').on(t.is_active, t.created_at),
    // The around searches' box (lib/geo-sql.ts).
    index('annonces_position_idx').on(t.lat, t.lng),
    ...indexesOn(t.mission_id, t.client_id, t.client_besoin_skill_id, t.created_by_user_id),
  ],
);

/**
 * An agent or a candidate saying they are interested in a job post: once per person and post; it
 * opens a task on the recruitment cockpit.
 */
export const annonce_interets = pgTable(
  'annonce_interets',
  {
    id: serial().primaryKey(),
    annonce_id: integer()
      .notNull()
      .references(() => annonces.id, { onDelete: 'cascade' }),
    candidat_id: integer()
      .notNull()
      .references(() => candidats.id, { onDelete: 'cascade' }),
    message: text(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('annonce_interets_unique').on(t.annonce_id, t.candidat_id),
    ...indexesOn(t.candidat_id),
  ],
);

export type Annonce = typeof annonces.$inferSelect;
export type AnnonceInteret = typeof annonce_interets.$inferSelect;
