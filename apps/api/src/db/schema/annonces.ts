import { relations } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { competences } from './candidats.ts';
import { clients } from './clients.ts';
import { heures, latitude, longitude, timestamps, timestamptz } from './columns.ts';
import { missions } from './missions.ts';
import { users } from './users.ts';

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
    is_active: boolean().notNull().default(true),
    created_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('annonces_is_active_idx').on(t.is_active, t.created_at),
    index('annonces_mission_id_idx').on(t.mission_id),
    index('annonces_client_id_idx').on(t.client_id),
    index('annonces_client_besoin_skill_id_idx').on(t.client_besoin_skill_id),
    index('annonces_created_by_user_id_idx').on(t.created_by_user_id),
  ],
);

export const annoncesRelations = relations(annonces, ({ one }) => ({
  competence: one(competences, {
    fields: [annonces.client_besoin_skill_id],
    references: [competences.id],
  }),
  mission: one(missions, { fields: [annonces.mission_id], references: [missions.id] }),
  client: one(clients, { fields: [annonces.client_id], references: [clients.id] }),
  created_by: one(users, { fields: [annonces.created_by_user_id], references: [users.id] }),
}));

export type Annonce = typeof annonces.$inferSelect;
