import { bigserial, date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { createdAt, indexesOn, oneOfCheck } from './columns.ts';
import { users } from './users.ts';

/** POST /api/log/session, /api/log/visited-page, /api/log/event. */
export const LOG_KINDS = ['session', 'visited-page', 'event'] as const;
export type LogKind = (typeof LOG_KINDS)[number];

/** POST /api/formulaire/vue (the public form was seen) and /api/formulaire/ajout (it was sent). */
export const FORMULAIRE_VUE_KINDS = ['vue', 'ajout'] as const;
export type FormulaireVueKind = (typeof FORMULAIRE_VUE_KINDS)[number];

/** Usage logs sent by the apps. */
export const logs = pgTable(
  'logs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text({ enum: LOG_KINDS }).notNull(),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [
    index('logs_kind_created_at_idx').on(t.kind, t.created_at),
    index('logs_user_id_idx').on(t.user_id, t.created_at),
    oneOfCheck('logs_kind_check', t.kind, LOG_KINDS),
  ],
);

/** Views and submissions of the public client form, for the conversion figures. */
export const formulaire_vues = pgTable(
  'formulaire_vues',
  {
    id: serial().primaryKey(),
    kind: text({ enum: FORMULAIRE_VUE_KINDS }).notNull(),
    /** The day the app reports. */
    date: date({ mode: 'string' }).notNull(),
    /** The client created by the submission ('ajout'). */
    client_id: integer().references(() => clients.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('formulaire_vues_date_idx').on(t.date, t.kind),
    ...indexesOn(t.client_id),
    oneOfCheck('formulaire_vues_kind_check', t.kind, FORMULAIRE_VUE_KINDS),
  ],
);

export type Log = typeof logs.$inferSelect;
export type FormulaireVue = typeof formulaire_vues.$inferSelect;
