import { relations } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { candidats } from './candidats.ts';
import { clients } from './clients.ts';
import { oneOfCheck, timestamps, timestamptz } from './columns.ts';
import { users } from './users.ts';

/** Recruitment cockpit tasks are about a candidat; commercial ones about a client or prospect. */
export const COCKPIT_KINDS = ['recrutement', 'commercial'] as const;
export type CockpitKind = (typeof COCKPIT_KINDS)[number];

/** Follow-up tasks of the back-office cockpits; a task is open until treated_at is set. */
export const cockpit_taches = pgTable(
  'cockpit_taches',
  {
    id: serial().primaryKey(),
    kind: text({ enum: COCKPIT_KINDS }).notNull(),
    /** Short label of the task ('Rappeler', 'Relancer le devis'…). */
    title: varchar({ length: 255 }),
    candidat_id: integer().references(() => candidats.id, { onDelete: 'cascade' }),
    client_id: integer().references(() => clients.id, { onDelete: 'cascade' }),
    assigned_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    note: text(),
    due_at: timestamptz(),
    treated_at: timestamptz(),
    treated_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    created_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('cockpit_taches_kind_idx').on(t.kind, t.treated_at, t.due_at),
    index('cockpit_taches_candidat_id_idx').on(t.candidat_id),
    index('cockpit_taches_client_id_idx').on(t.client_id),
    index('cockpit_taches_assigned_user_id_idx').on(t.assigned_user_id),
    index('cockpit_taches_treated_by_user_id_idx').on(t.treated_by_user_id),
    index('cockpit_taches_created_by_user_id_idx').on(t.created_by_user_id),
    oneOfCheck('cockpit_taches_kind_check', t.kind, COCKPIT_KINDS),
  ],
);

export const cockpitTachesRelations = relations(cockpit_taches, ({ one }) => ({
  candidat: one(candidats, { fields: [cockpit_taches.candidat_id], references: [candidats.id] }),
  client: one(clients, { fields: [cockpit_taches.client_id], references: [clients.id] }),
  assigned_user: one(users, {
    fields: [cockpit_taches.assigned_user_id],
    references: [users.id],
    relationName: 'cockpit_tache_assigned_user',
  }),
  treated_by: one(users, {
    fields: [cockpit_taches.treated_by_user_id],
    references: [users.id],
    relationName: 'cockpit_tache_treated_by',
  }),
  created_by: one(users, {
    fields: [cockpit_taches.created_by_user_id],
    references: [users.id],
    relationName: 'cockpit_tache_created_by',
  }),
}));

export type CockpitTache = typeof cockpit_taches.$inferSelect;
