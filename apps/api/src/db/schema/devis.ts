import { BROUILLON_KINDS } from '@maisonnee/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { competences } from './candidat-profile.ts';
import { clients } from './clients.ts';
import {
  createdAt,
  dayOfWeekCheck,
  euros,
  halfHourCheck,
  heures,
  indexesOn,
  oneOfCheck,
  timeOfDay,
  timestamps,
} from './columns.ts';
import { devis } from './devis-missions.ts';

// A quote and its mission reference each other: both tables are in devis-missions.ts.
export { devis, type Devis, type NewDevis } from './devis-missions.ts';

/** Lines of a devis: one service with its hours and hourly prices. */
export const devis_details = pgTable(
  'devis_details',
  {
    id: serial().primaryKey(),
    devis_id: integer()
      .notNull()
      .references(() => devis.id, { onDelete: 'cascade' }),
    client_besoin_skill_id: integer().references(() => competences.id),
    label: varchar({ length: 255 }).notNull(),
    nb_heures: heures().notNull().default(0),
    nb_heures_weekend: heures().notNull().default(0),
    prix_horaire_ttc: euros().notNull(),
    prix_horaire_weekend_ttc: euros(),
    total_ttc: euros().notNull(),
    position: smallint().notNull().default(0),
    created_at: createdAt(),
  },
  (t) => indexesOn(t.devis_id, t.client_besoin_skill_id),
);

/** Weekly time slots of a devis line, on the half-hour grid. */
export const devis_detail_horaires = pgTable(
  'devis_detail_horaires',
  {
    id: serial().primaryKey(),
    devis_detail_id: integer()
      .notNull()
      .references(() => devis_details.id, { onDelete: 'cascade' }),
    /** Monday = 1 … Sunday = 7. */
    day: smallint().notNull(),
    time_debut: timeOfDay().notNull(),
    time_fin: timeOfDay().notNull(),
  },
  (t) => [
    ...indexesOn(t.devis_detail_id),
    dayOfWeekCheck('devis_detail_horaires_day_check', t.day),
    halfHourCheck('devis_detail_horaires_time_debut_check', t.time_debut),
    halfHourCheck('devis_detail_horaires_time_fin_check', t.time_fin),
    check('devis_detail_horaires_order_check', sql`${t.time_fin} > ${t.time_debut}`),
  ],
);

/** The fields of a new-need draft (specification §3), as the client app sends them. */
export interface BrouillonPayload {
  service?: number | null;
  frequence?: string | null;
  date?: string | null;
  time_debut?: string | null;
  time_fin?: string | null;
  description?: string | null;
  /** Defaults to 'Toutes les semaines'. */
  frequenceType?: string | null;
  duration?: number | null;
  nb_heures?: number | null;
  nb_heures_weekend?: number | null;
  frequenceId?: number | null;
  reccurentArray?: unknown[] | null;
}

/** Client drafts: a new need ('besoin') or the planning of a devis ('planification'). */
export const brouillons = pgTable(
  'brouillons',
  {
    id: serial().primaryKey(),
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text({ enum: BROUILLON_KINDS }).notNull().default('besoin'),
    /** The devis being planned, for a 'planification' draft. */
    devis_id: integer().references(() => devis.id, { onDelete: 'cascade' }),
    payload: jsonb().$type<BrouillonPayload>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    ...indexesOn(t.client_id, t.devis_id),
    oneOfCheck('brouillons_kind_check', t.kind, BROUILLON_KINDS),
  ],
);

export type DevisDetail = typeof devis_details.$inferSelect;
export type DevisDetailHoraire = typeof devis_detail_horaires.$inferSelect;
export type Brouillon = typeof brouillons.$inferSelect;
