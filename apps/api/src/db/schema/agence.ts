import type { AgencyIdentity, AgencyRules, PriceGrid } from '@maisonnee/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';
import { users } from './users.ts';

/*
 * The agency's own settings (issue 24, module agence, docs/agence.md). One row: identity and rules
 * are checked by the domain's schemas before they are written, whole, in one statement; the
 * environment's AGENCY_* variables and the domain's defaults give its first values.
 */
export const agency_settings = pgTable(
  'agency_settings',
  {
    id: integer().primaryKey().default(1),
    identity: jsonb().$type<AgencyIdentity>().notNull(),
    rules: jsonb().$type<AgencyRules>().notNull(),
    updated_at: timestamptz().notNull().defaultNow(),
    updated_by: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('agency_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * Price grids, each in force from its day (Paris calendar) until the next one: new estimates and
 * quotes take the grid of their day; a quote keeps the prices it was made with.
 */
export const price_grids = pgTable('price_grids', {
  id: serial().primaryKey(),
  effective_from: date({ mode: 'string' }).notNull().unique(),
  grid: jsonb().$type<PriceGrid>().notNull(),
  created_at: createdAt(),
  created_by: integer().references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Who changed what in the back office's administration (team, settings, prices): one row per
 * change, never updated. `actor_name` keeps the name the actor had, should the account go.
 */
export const audit_log = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    at: createdAt(),
    actor_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    actor_name: text().notNull(),
    /** equipe | parametres | tarifs */
    area: text().notNull(),
    /** invite, roles, deactivate, reactivate, identity, rules, logo, price_grid… */
    action: text().notNull(),
    /** The account a team change is about. */
    target_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    /** What changed, in French, for the log screen. */
    summary: text().notNull(),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [index('audit_log_area_at_idx').on(t.area, t.at)],
);

export type AgencySettingsRow = typeof agency_settings.$inferSelect;
export type PriceGridRow = typeof price_grids.$inferSelect;
export type AuditLogRow = typeof audit_log.$inferSelect;
